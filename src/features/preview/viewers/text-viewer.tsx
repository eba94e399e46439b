import { Alert, Box, Center, Spinner, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { codeLanguage } from '../../../../contract/preview-kind';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { fetchTextHead, NotAvailableOffline } from '../api/file-bytes';
import { previewKeys } from '../api/preview-keys';
import { NotAvailableOfflineNotice } from './not-available-offline';

interface Props {
  url: string;
  name: string;
  size: number;
  mode: 'text' | 'code' | 'markdown';
}

/** The rendered HTML of a document (sanitised in the renderer module, which loads only here). */
async function render(mode: Props['mode'], text: string, name: string): Promise<string | null> {
  if (mode === 'markdown') return (await import('./markdown-renderer')).renderMarkdown(text);
  if (mode === 'code') return (await import('../../../ui/code/code-highlighter')).highlightCode(text, codeLanguage(name));
  return null;
}

const MARKDOWN_CSS = {
  '& h1, & h2, & h3, & h4': { fontWeight: 'semibold', mt: '5', mb: '2' },
  '& h1': { fontSize: '2xl' },
  '& h2': { fontSize: 'xl' },
  '& h3': { fontSize: 'lg' },
  '& p, & ul, & ol, & pre, & table, & blockquote': { mb: '3' },
  '& ul': { pl: '6', listStyleType: 'disc' },
  '& ol': { pl: '6', listStyleType: 'decimal' },
  '& a': { color: 'blue.fg', textDecoration: 'underline' },
  '& code': { fontFamily: 'mono', bg: 'bg.muted', px: '1', rounded: 'sm' },
  '& pre': { bg: 'bg.muted', p: '3', rounded: 'md', overflowX: 'auto' },
  '& pre code': { bg: 'transparent', p: '0' },
  '& blockquote': { borderLeftWidth: '3px', pl: '3', color: 'fg.muted' },
  '& table': { borderCollapse: 'collapse' },
  '& th, & td': { borderWidth: '1px', px: '2', py: '1' },
  '& img': { maxWidth: '100%' },
};

/** Plain text, highlighted source code or rendered Markdown, from the first 2 MB of the file. */
export function TextViewer({ url, name, size, mode }: Props) {
  const { LL } = useI18nContext();
  const content = useQuery({
    queryKey: previewKeys.text(url, mode),
    queryFn: async ({ signal }) => {
      const head = await fetchTextHead(url, size, signal);
      return { ...head, html: await render(mode, head.text, name) };
    },
    meta: { persist: false },
    retry: false,
    // Offline the service worker may still have the bytes: ask rather than wait for the network.
    networkMode: 'always',
  });

  if (content.isPending) {
    return (
      <Center py="16">
        <Spinner />
      </Center>
    );
  }
  if (content.error instanceof NotAvailableOffline) return <NotAvailableOfflineNotice />;
  if (content.isError) return <Text color="fg.error">{content.error.message}</Text>;
  const { text, truncated, html } = content.data;
  return (
    <Box>
      {truncated ? (
        <Alert.Root status="info" mb="3" data-testid="preview-truncated">
          <Alert.Indicator />
          <Alert.Title>{LL.preview.truncated()}</Alert.Title>
        </Alert.Root>
      ) : null}
      {mode === 'markdown' && html !== null ? (
        <Box bg="bg" p="8" rounded="md" borderWidth="1px" lineHeight="1.7" css={MARKDOWN_CSS} data-testid="preview-markdown" dangerouslySetInnerHTML={{ __html: html }} />
      ) : (
        <Box as="pre" bg="bg" p="4" rounded="md" borderWidth="1px" fontFamily="mono" fontSize="sm" overflowX="auto" whiteSpace="pre" data-testid={mode === 'code' ? 'preview-code' : 'preview-text'}>
          {html !== null ? <code className="hljs" dangerouslySetInnerHTML={{ __html: html }} /> : <code>{text}</code>}
        </Box>
      )}
    </Box>
  );
}
