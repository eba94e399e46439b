import { Box, Button, CloseButton, Drawer, Grid, Heading, HStack, Portal, Spinner, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { ComponentType, ReactNode } from 'react';
import { useI18nContext } from '../../../i18n/i18n-react';
import { fileDownloadUrl, folderZipUrl } from '../../api/content-urls';
import { useNodeInfo } from '../../api/node-info';
import { formatBytes, formatDateTime } from '../../lib/display-format';
import { VersionList } from './version-list';

/** An item's comments, handed in by whoever composes the screen. */
export type ItemCommentsPart = ComponentType<{ libraryId: number; kind: 'file' | 'folder'; nodeId: number }>;

interface Props {
  libraryId: number;
  nodeId: number | undefined;
  onClose: () => void;
  Comments?: ItemCommentsPart;
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Text color="fg.muted">{label}</Text>
      <Box minWidth="0" wordBreak="break-all">
        {children}
      </Box>
    </>
  );
}

function DetailsBody({ libraryId, nodeId, Comments }: { libraryId: number; nodeId: number; Comments?: ItemCommentsPart }) {
  const { LL, locale } = useI18nContext();
  const info = useNodeInfo(libraryId, nodeId);
  if (info.isPending) return <Spinner />;
  if (info.isError) return <Text color="fg.error">{info.error.message}</Text>;
  const node = info.data;
  const isFile = node.kind === 'file';
  const where = node.path.slice(0, -1).map((crumb) => crumb.name).join(' / ');
  return (
    <Box data-testid="details">
      <Heading as="h3" size="md" mb="3" wordBreak="break-all" data-testid="details-name">
        {node.name}
      </Heading>
      <HStack gap="2" mb="4">
        {isFile ? (
          <Button asChild size="xs">
            <Link to="/browse" search={{ libraryId, nodeId }}>
              {LL.files.actions.preview()}
            </Link>
          </Button>
        ) : null}
        {node.permission.canDownload ? (
          <Button asChild size="xs" variant="outline">
            <a href={isFile ? fileDownloadUrl(libraryId, nodeId) : folderZipUrl(libraryId, nodeId)} download>
              {isFile ? LL.files.actions.download() : LL.files.actions.downloadZip()}
            </a>
          </Button>
        ) : null}
      </HStack>
      <Grid templateColumns="auto 1fr" columnGap="4" rowGap="2" fontSize="sm" mb="6">
        <Row label={LL.files.details.location()}>{where || '/'}</Row>
        <Row label={LL.files.details.kind()}>{isFile ? node.mime || node.extension || LL.files.details.file() : LL.files.details.folder()}</Row>
        {isFile ? <Row label={LL.files.columns.size()}>{formatBytes(node.size, locale)}</Row> : null}
        {!isFile ? <Row label={LL.files.details.contains()}>{LL.files.details.counts({ folders: node.folderCount, files: node.fileCount })}</Row> : null}
        <Row label={LL.files.details.created()}>{`${node.createdBy?.name ?? '—'} · ${formatDateTime(node.createdAt, locale)}`}</Row>
        <Row label={LL.files.details.modified()}>{`${node.updatedBy?.name ?? '—'} · ${formatDateTime(node.updatedAt, locale)}`}</Row>
        {isFile ? <Row label={LL.files.details.versions()}>{LL.files.details.versionCount({ version: node.version, count: node.versions })}</Row> : null}
        {node.sha256 ? <Row label="SHA-256">{node.sha256}</Row> : null}
        {node.md5 ? <Row label="MD5">{node.md5}</Row> : null}
      </Grid>
      {isFile ? (
        <>
          <Heading as="h4" size="sm" mb="2">
            {LL.files.versions.title()}
          </Heading>
          <VersionList libraryId={libraryId} nodeId={nodeId} canDownload={node.permission.canDownload} canEdit={node.permission.canEdit} />
        </>
      ) : null}
      {Comments ? <Comments libraryId={libraryId} kind={node.kind} nodeId={nodeId} /> : null}
    </Box>
  );
}

/** A file's or folder's details beside the list; the open item lives in the address (`info`). */
export function DetailsDrawer({ libraryId, nodeId, onClose, Comments }: Props) {
  const { LL } = useI18nContext();
  return (
    <Drawer.Root open={nodeId !== undefined} onOpenChange={(details) => (details.open ? undefined : onClose())} size="sm">
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content data-testid="details-drawer">
            <Drawer.Header>
              <Drawer.Title>{LL.files.details.title()}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>{nodeId !== undefined ? <DetailsBody libraryId={libraryId} nodeId={nodeId} Comments={Comments} /> : null}</Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={LL.common.close()} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
