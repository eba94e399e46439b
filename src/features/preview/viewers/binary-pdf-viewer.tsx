import { Alert, Button, Center, Spinner } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { fetchBytes, NotAvailableOffline } from '../api/file-bytes';
import { previewKeys } from '../api/preview-keys';
import { NotAvailableOfflineNotice } from './not-available-offline';
import { PdfViewer } from './pdf-viewer';

/**
 * A PDF fetched as bytes: the file itself, or an Office file converted on the server. When the
 * server cannot convert (LibreOffice missing, a broken file) its own message is shown, worded for the
 * reader by the server, beside the way out: downloading the file, for those allowed to.
 */
export function BinaryPdfViewer({ url, downloadUrl }: { url: string; downloadUrl?: string }) {
  const { LL } = useI18nContext();
  const bytes = useQuery({
    queryKey: previewKeys.bytes(url),
    queryFn: ({ signal }) => fetchBytes(url, signal),
    meta: { persist: false },
    retry: false,
    // Offline the service worker may still have the bytes: ask rather than wait for the network.
    networkMode: 'always',
    // A document's bytes are large: keep them only while it is open.
    gcTime: 0,
  });
  if (bytes.isPending) {
    return (
      <Center py="16">
        <Spinner />
      </Center>
    );
  }
  if (bytes.isError) {
    if (bytes.error instanceof NotAvailableOffline) return <NotAvailableOfflineNotice />;
    return (
      <Alert.Root status="warning" data-testid="preview-error">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{bytes.error.message}</Alert.Title>
        </Alert.Content>
        {downloadUrl ? (
          <Button asChild size="sm" variant="outline" alignSelf="center">
            <a href={downloadUrl} download data-testid="preview-error-download">
              {LL.files.actions.download()}
            </a>
          </Button>
        ) : null}
      </Alert.Root>
    );
  }
  return <PdfViewer data={bytes.data} />;
}
