import { Badge, Box, Button, Center, Flex, Heading, HStack, NativeSelect, Spinner, Text } from '@chakra-ui/react';
import { Link, type LinkProps, useNavigate } from '@tanstack/react-router';
import { previewKind } from '../../../contract/preview-kind';
import { useI18nContext } from '../../../i18n/i18n-react';
import { ApiError } from '../../api/api-error';
import { fileDownloadUrl, filePreviewUrl } from '../../api/content-urls';
import { useFileVersions } from '../../api/file-versions';
import { type NodeInfo, useNodeInfo } from '../../api/node-info';
import { formatBytes } from '../../lib/display-format';
import { ExceptionPage } from '../../ui/exception-page';
import { OfficeEditButton } from '../../ui/office-edit-button';
import { ScreenFrame } from '../../ui/screen-frame';
import { BinaryPdfViewer } from './viewers/binary-pdf-viewer';
import { MediaViewer } from './viewers/media-viewer';
import { NotAvailableOfflineNotice } from './viewers/not-available-offline';
import { TextViewer } from './viewers/text-viewer';

/** The folder the file lives in, in the document area. */
function folderLink(node: NodeInfo): LinkProps {
  const parent = node.path[node.path.length - 2];
  const atRoot = !parent || parent.id === node.path[0]?.id;
  return { to: '/doc/lib/$libraryId/list/{-$tab}/{-$id}', params: { libraryId: node.libraryId, tab: atRoot ? undefined : 'folder', id: atRoot ? undefined : parent.id } };
}

function Viewer({ node, version, size }: { node: NodeInfo; version: number; size: number }) {
  const { LL } = useI18nContext();
  const kind = previewKind(node.name, node.mime);
  // Always the version's own address: a copy kept for offline reading then belongs to exactly these bytes.
  const url = filePreviewUrl(node.libraryId, node.id, version);
  if (kind === 'image' || kind === 'audio' || kind === 'video') return <MediaViewer url={url} name={node.name} kind={kind} />;
  if (kind === 'pdf' || kind === 'office') return <BinaryPdfViewer url={url} downloadUrl={node.permission.canDownload ? fileDownloadUrl(node.libraryId, node.id, version) : undefined} />;
  if (kind === 'text' || kind === 'code' || kind === 'markdown') return <TextViewer url={url} name={node.name} size={size} mode={kind} />;
  return (
    <Text color="fg.muted" textAlign="center" py="16" data-testid="preview-none">
      {LL.preview.unsupported()}
    </Text>
  );
}

function Preview({ libraryId, nodeId, version }: { libraryId: number; nodeId: number; version: number | undefined }) {
  const { LL, locale } = useI18nContext();
  const navigate = useNavigate();
  const info = useNodeInfo(libraryId, nodeId);
  const isFile = info.data?.kind === 'file';
  const versions = useFileVersions(libraryId, nodeId, isFile);

  if (info.isPending) {
    // Offline, a file whose details were never read would wait for the network for ever.
    if (info.isPaused) return <NotAvailableOfflineNotice />;
    return (
      <Center py="20">
        <Spinner />
      </Center>
    );
  }
  if (info.isError) {
    const status = info.error instanceof ApiError ? info.error.httpStatus : undefined;
    if (status === 403) return <ExceptionPage type="forbidden" />;
    if (status === 404) return <ExceptionPage type="notFound" />;
    return <ExceptionPage type="failure" message={info.error.message} />;
  }
  const node = info.data;
  if (!isFile) {
    return (
      <ExceptionPage
        type="failure"
        message={LL.preview.folder()}
        action={
          <Button asChild variant="outline" size="sm">
            <Link {...folderLink(node)}>{LL.preview.openFolder()}</Link>
          </Button>
        }
      />
    );
  }
  const shownVersion = version ?? node.version;
  const size = versions.data?.find((entry) => entry.version === shownVersion)?.size ?? node.size;

  return (
    <Box>
      <Flex as="header" align="center" justify="space-between" gap="4" mb="5" wrap="wrap" borderBottomWidth="1px" pb="4">
        <HStack gap="3" minWidth="0">
          <Button asChild size="sm" variant="ghost">
            <Link {...folderLink(node)} data-testid="preview-back">
              ← {LL.preview.back()}
            </Link>
          </Button>
          <Heading as="h1" size="lg" truncate data-testid="preview-name">
            {node.name}
          </Heading>
          <Badge variant="subtle" data-testid="preview-version">
            {LL.files.versions.number({ version: shownVersion })}
          </Badge>
          <Text fontSize="sm" color="fg.muted" flexShrink={0}>
            {formatBytes(size, locale)}
          </Text>
        </HStack>
        <HStack gap="2">
          {versions.data && versions.data.length > 1 ? (
            <NativeSelect.Root size="sm" width="auto">
              <NativeSelect.Field
                aria-label={LL.files.versions.title()}
                value={shownVersion}
                onChange={(event) => {
                  const chosen = Number(event.target.value);
                  void navigate({ to: '/browse', search: { libraryId, nodeId, version: chosen === node.version ? undefined : chosen }, replace: true });
                }}
                data-testid="preview-version-select"
              >
                {versions.data.map((entry) => (
                  <option key={entry.id} value={entry.version}>
                    {entry.current ? LL.preview.currentVersion({ version: entry.version }) : LL.files.versions.number({ version: entry.version })}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          ) : null}
          {node.permission.canDownload ? <OfficeEditButton libraryId={libraryId} nodeId={nodeId} name={node.name} canEdit={node.permission.canEdit} /> : null}
          {node.permission.canDownload ? (
            <Button asChild size="sm">
              <a href={fileDownloadUrl(libraryId, nodeId, version)} download data-testid="preview-download">
                {LL.files.actions.download()}
              </a>
            </Button>
          ) : null}
        </HStack>
      </Flex>
      <Box data-testid="preview-body" data-kind={previewKind(node.name, node.mime)}>
        <Viewer key={`${nodeId}-${shownVersion}`} node={node} version={shownVersion} size={size} />
      </Box>
    </Box>
  );
}

/** /browse: one file shown in the page, whatever its kind, without downloading it. */
export function BrowseScreen({ libraryId, nodeId, version }: { libraryId?: number; nodeId?: number; version?: number }) {
  const { LL } = useI18nContext();
  return (
    <ScreenFrame showTitle={false}>
      {libraryId === undefined || nodeId === undefined ? (
        <ExceptionPage type="failure" message={LL.preview.nothing()} />
      ) : (
        <Preview libraryId={libraryId} nodeId={nodeId} version={version} />
      )}
    </ScreenFrame>
  );
}
