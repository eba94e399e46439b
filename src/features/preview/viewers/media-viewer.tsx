import { Box, Image, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useI18nContext } from '../../../../i18n/i18n-react';

/**
 * Images, audio and video straight from the file's address; the browser plays what it can and the
 * person is told when it cannot (a format like wma or rmvb).
 */
export function MediaViewer({ url, name, kind }: { url: string; name: string; kind: 'image' | 'audio' | 'video' }) {
  const { LL } = useI18nContext();
  const [failed, setFailed] = useState(false);
  if (failed) return <Text color="fg.muted" data-testid="preview-unplayable">{LL.preview.unplayable()}</Text>;
  if (kind === 'image') {
    return (
      <Box textAlign="center">
        <Image src={url} alt={name} maxWidth="100%" maxHeight="80vh" mx="auto" bg="bg" onError={() => setFailed(true)} data-testid="preview-image" />
      </Box>
    );
  }
  if (kind === 'audio') {
    return <audio src={url} controls preload="metadata" style={{ width: '100%' }} onError={() => setFailed(true)} data-testid="preview-audio" />;
  }
  return <video src={url} controls preload="metadata" style={{ maxWidth: '100%', maxHeight: '80vh', margin: '0 auto', display: 'block' }} onError={() => setFailed(true)} data-testid="preview-video" />;
}
