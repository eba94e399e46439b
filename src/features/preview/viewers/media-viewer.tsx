import { Box, Image, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { isReachable } from '../api/file-bytes';
import { NotAvailableOfflineNotice } from './not-available-offline';

/**
 * Images, audio and video straight from the file's address; the browser plays what it can and the
 * person is told when it cannot (a format like wma or rmvb), or when the file cannot be reached
 * at all (offline, and no copy kept on this device).
 */
export function MediaViewer({ url, name, kind }: { url: string; name: string; kind: 'image' | 'audio' | 'video' }) {
  const { LL } = useI18nContext();
  const [failure, setFailure] = useState<'unplayable' | 'unreachable' | null>(null);
  // An element only says that it failed: asking once more tells a format it cannot show from no answer at all.
  const explainFailure = () => void isReachable(url).then((reachable) => setFailure(reachable ? 'unplayable' : 'unreachable'));
  if (failure === 'unreachable') return <NotAvailableOfflineNotice />;
  if (failure === 'unplayable') return <Text color="fg.muted" data-testid="preview-unplayable">{LL.preview.unplayable()}</Text>;
  if (kind === 'image') {
    return (
      <Box textAlign="center">
        <Image src={url} alt={name} maxWidth="100%" maxHeight="80vh" mx="auto" bg="bg" onError={explainFailure} data-testid="preview-image" />
      </Box>
    );
  }
  if (kind === 'audio') {
    return <audio src={url} controls preload="metadata" style={{ width: '100%' }} onError={explainFailure} data-testid="preview-audio" />;
  }
  return <video src={url} controls preload="metadata" style={{ maxWidth: '100%', maxHeight: '80vh', margin: '0 auto', display: 'block' }} onError={explainFailure} data-testid="preview-video" />;
}
