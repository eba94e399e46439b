import { Box, Button, Container, Field, Heading, HStack, Image, Input, Link, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, type DragEvent, type FormEvent, useState } from 'react';
import { type OpenedShareLink, sharedEndpoints } from '../../../contract/share-links';
import { useI18nContext } from '../../../i18n/i18n-react';
import { api } from '../../api/client';
import { formatBytes, formatDateTime } from '../../lib/display-format';
import { sharedDownloadHref, sharedLinkQuery, sharedPreviewHref } from './share-link-api';

const quiet = { globalError: false, askingWhoIsSignedIn: true } as const;

/** A file of the link: its preview where it has one, and its download. */
function SharedFile({ token, file, name }: { token: string; file: NonNullable<OpenedShareLink['file']>; name: string }) {
  const { LL, locale } = useI18nContext();
  const preview = sharedPreviewHref(token, file.nodeId);
  return (
    <Stack gap="4">
      <HStack justify="space-between">
        <Text color="fg.muted">{formatBytes(file.size, locale)}</Text>
        <Button asChild data-testid="shared-download">
          <a href={sharedDownloadHref(token, file.nodeId)} download={name}>
            {LL.shareLinks.page.download()}
          </a>
        </Button>
      </HStack>
      {file.previewKind === 'image' ? <Image src={preview} alt={name} maxH="70vh" objectFit="contain" /> : null}
      {file.previewKind === 'pdf' || file.previewKind === 'office' ? <Box as="iframe" {...{ src: preview, title: name }} width="100%" height="70vh" border="0" /> : null}
      {file.previewKind === 'video' ? <video src={preview} controls style={{ maxWidth: '100%' }} /> : null}
      {file.previewKind === 'audio' ? <audio src={preview} controls /> : null}
      {file.previewKind === 'text' || file.previewKind === 'code' || file.previewKind === 'markdown' ? <TextPreview href={preview} /> : null}
      {file.previewKind === 'none' ? <Text color="fg.muted">{LL.shareLinks.page.noPreview()}</Text> : null}
    </Stack>
  );
}

function TextPreview({ href }: { href: string }) {
  const text = useQuery({ queryKey: ['shared-text', href], queryFn: async () => (await fetch(href, { credentials: 'same-origin' })).text() });
  return (
    <Box as="pre" whiteSpace="pre-wrap" fontFamily="mono" fontSize="sm" p="4" bg="bg.subtle" borderRadius="md" data-testid="shared-text">
      {text.data ?? ''}
    </Box>
  );
}

/** A folder of the link: its crumbs, sub-folders to open and files to download. */
function SharedFolderView({ token, rootId }: { token: string; rootId: number }) {
  const { LL, locale } = useI18nContext();
  const [folderId, setFolderId] = useState(rootId);
  const folder = useQuery({ queryKey: ['shared', token, 'folder', folderId], queryFn: () => api.call(sharedEndpoints.folder, { params: { token }, query: { folderId } }, quiet) });
  if (!folder.data) return null;
  return (
    <Stack gap="3">
      <HStack gap="1" wrap="wrap">
        {folder.data.crumbs.map((crumb, index) => (
          <HStack key={crumb.id} gap="1">
            {index > 0 ? <Text>/</Text> : null}
            <Link onClick={() => setFolderId(crumb.id)}>{crumb.name}</Link>
          </HStack>
        ))}
      </HStack>
      {folder.data.entries.length === 0 ? <Text color="fg.muted">{LL.shareLinks.page.empty()}</Text> : null}
      <Table.Root size="sm">
        <Table.Body>
          {folder.data.entries.map((entry) => (
            <Table.Row key={entry.id} data-testid="shared-entry">
              <Table.Cell>{entry.kind === 'folder' ? <Link onClick={() => setFolderId(entry.id)}>{entry.name}/</Link> : entry.name}</Table.Cell>
              <Table.Cell>{entry.kind === 'file' ? formatBytes(entry.size, locale) : ''}</Table.Cell>
              <Table.Cell>{formatDateTime(entry.updatedAt, locale)}</Table.Cell>
              <Table.Cell>
                {entry.kind === 'file' ? (
                  <Link href={sharedDownloadHref(token, entry.id)} download={entry.name}>
                    {LL.shareLinks.page.download()}
                  </Link>
                ) : null}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Stack>
  );
}

export interface Sent {
  name: string;
  percent: number;
  state: 'uploading' | 'done' | 'failed';
  message?: string;
}

/**
 * What sends a file request's files: the product's resumable upload, handed in by the route (two features
 * meet there). It reports each file's progress as it goes.
 */
export type FileRequestUploader = (token: string, files: File[], report: (index: number, change: Partial<Sent>) => void) => void;

/** A file request: a drop zone whose files go into the link's folder. */
function FileRequest({ token, name, upload }: { token: string; name: string; upload: FileRequestUploader }) {
  const { LL } = useI18nContext();
  const [sent, setSent] = useState<Sent[]>([]);

  function send(files: File[]) {
    const start = sent.length;
    setSent((list) => [...list, ...files.map((file) => ({ name: file.name, percent: 0, state: 'uploading' as const }))]);
    upload(token, files, (index, change) => setSent((list) => list.map((item, at) => (at === start + index ? { ...item, ...change } : item))));
  }

  return (
    <Stack gap="4">
      <Heading size="md">{LL.shareLinks.page.uploadTitle({ name })}</Heading>
      <Box
        data-testid="shared-drop-zone"
        border="2px dashed"
        borderColor="border.emphasized"
        borderRadius="md"
        p="10"
        textAlign="center"
        onDragOver={(event: DragEvent) => event.preventDefault()}
        onDrop={(event: DragEvent) => {
          event.preventDefault();
          send([...event.dataTransfer.files]);
        }}
      >
        <Text mb="3">{LL.shareLinks.page.uploadHint()}</Text>
        <Button asChild variant="outline">
          <label>
            {LL.shareLinks.page.choose()}
            <input
              type="file"
              multiple
              hidden
              data-testid="shared-file-input"
              onChange={(event: ChangeEvent<HTMLInputElement>) => {
                send([...(event.currentTarget.files ?? [])]);
                event.currentTarget.value = '';
              }}
            />
          </label>
        </Button>
      </Box>
      {sent.map((item, index) => (
        <Text key={index} data-testid="shared-upload">
          {item.name} · {item.state === 'done' ? LL.shareLinks.page.uploaded() : item.state === 'failed' ? LL.shareLinks.page.failed({ message: item.message ?? '' }) : LL.shareLinks.page.uploading({ percent: item.percent })}
        </Text>
      ))}
    </Stack>
  );
}

/** The password prompt: a right password opens the link in this browser. */
function PasswordPrompt({ token, onOpened }: { token: string; onOpened: (opened: OpenedShareLink) => void }) {
  const { LL } = useI18nContext();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      onOpened(await api.call(sharedEndpoints.unlock, { params: { token }, body: { password } }, quiet));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  }
  return (
    <form onSubmit={(event) => void submit(event)}>
      <Stack gap="3" maxW="sm">
        <Heading size="md">{LL.shareLinks.page.passwordTitle()}</Heading>
        <Field.Root invalid={error !== null}>
          <Field.Label>{LL.shareLinks.page.passwordLabel()}</Field.Label>
          <Input type="password" value={password} onChange={(event) => setPassword(event.currentTarget.value)} data-testid="shared-password" autoFocus />
          {error ? <Field.ErrorText data-testid="shared-password-error">{error}</Field.ErrorText> : null}
        </Field.Root>
        <Button type="submit" loading={busy} alignSelf="start" data-testid="shared-password-submit">
          {LL.shareLinks.page.open()}
        </Button>
      </Stack>
    </form>
  );
}

/** The page a share link opens: no app chrome, for people signed in or not. */
export function SharedPage({ token, upload }: { token: string; upload: FileRequestUploader }) {
  const { LL, locale } = useI18nContext();
  const queryClient = useQueryClient();
  const opened = useQuery(sharedLinkQuery(token));
  const link = opened.data;
  return (
    <Container maxW="4xl" py="10" data-testid="screen-shared">
      {opened.error ? (
        <Text fontSize="lg" role="alert" data-testid="shared-error">
          {opened.error.message}
        </Text>
      ) : null}
      {link ? (
        <Stack gap="6">
          <Stack gap="1">
            <Heading size="xl" data-testid="shared-name">
              {link.name}
            </Heading>
            <Text color="fg.muted">
              {LL.shareLinks.page.sharedBy({ name: link.makerName })}
              {link.expiresAt !== null ? ` · ${LL.shareLinks.page.expires({ at: formatDateTime(link.expiresAt, locale) })}` : ''}
              {link.downloadsLeft !== null ? ` · ${LL.shareLinks.page.downloadsLeft({ count: link.downloadsLeft })}` : ''}
            </Text>
          </Stack>
          {link.needs === 'signIn' ? (
            <Stack gap="3" align="start">
              <Text>{LL.shareLinks.page.signIn()}</Text>
              <Button asChild>
                <a href={`/login?redirect=${encodeURIComponent(window.location.pathname)}`}>{LL.shareLinks.page.signInAction()}</a>
              </Button>
            </Stack>
          ) : null}
          {link.needs === 'password' ? <PasswordPrompt token={token} onOpened={(next) => queryClient.setQueryData(sharedLinkQuery(token).queryKey, next)} /> : null}
          {link.needs === null && link.file ? <SharedFile token={token} file={link.file} name={link.name} /> : null}
          {link.needs === null && link.folderId !== null && link.mode === 'view' ? <SharedFolderView token={token} rootId={link.folderId} /> : null}
          {link.needs === null && link.mode === 'upload' ? <FileRequest token={token} name={link.name} upload={upload} /> : null}
        </Stack>
      ) : null}
    </Container>
  );
}
