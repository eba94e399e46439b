import { Badge, Box, Button, Center, Flex, Heading, HStack, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { Link, type LinkProps, useRouter } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { toPlainText } from '../../../../contract/wiki-text';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { ApiError } from '../../../api/api-error';
import { fileDownloadUrl } from '../../../api/content-urls';
import { useFileVersions } from '../../../api/file-versions';
import { useFollowedKnowledge, useFollowItem } from '../../../api/knowledge';
import { type NodeInfo, useNodeInfo } from '../../../api/node-info';
import { useWikiPage } from '../../../api/wiki-queries';
import { formatBytes, formatDateTime } from '../../../lib/display-format';
import { ExceptionPage } from '../../../ui/exception-page';
import { OfficeEditButton } from '../../../ui/office-edit-button';
import { ScreenFrame } from '../../../ui/screen-frame';

/** What an item could not be read for: gone, not allowed, or another failure. */
function Failure({ error }: { error: Error }) {
  const status = error instanceof ApiError ? error.httpStatus : undefined;
  if (status === 403) return <ExceptionPage type="forbidden" />;
  if (status === 404) return <ExceptionPage type="notFound" />;
  return <ExceptionPage type="failure" message={error.message} />;
}

function Loading() {
  return (
    <Center py="20">
      <Spinner />
    </Center>
  );
}

/** One fact of the item: a name on the left, the value beside it. */
function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <HStack gap="4" align="baseline">
      <Text fontSize="sm" color="fg.muted" width="28" flexShrink={0}>
        {label}
      </Text>
      <Box fontSize="sm" data-testid={testId}>
        {children}
      </Box>
    </HStack>
  );
}

function Header({ title, kind, actions }: { title: string; kind: string; actions: ReactNode }) {
  const { LL } = useI18nContext();
  const router = useRouter();
  return (
    <Flex as="header" align="center" justify="space-between" gap="4" mb="5" wrap="wrap" borderBottomWidth="1px" pb="4">
      <HStack gap="3" minWidth="0">
        <Button size="sm" variant="ghost" onClick={() => router.history.back()} data-testid="overview-back">
          ← {LL.overview.back()}
        </Button>
        <Heading as="h1" size="lg" truncate data-testid="overview-title">
          {title}
        </Heading>
        <Badge variant="subtle">{kind}</Badge>
      </HStack>
      <HStack gap="2">{actions}</HStack>
    </Flex>
  );
}

/** Follow or stop following the item: it then shows among the person's followed knowledge. */
function FollowButton({ kind, id }: { kind: 'file' | 'folder' | 'wiki'; id: number }) {
  const { LL } = useI18nContext();
  const followed = useFollowedKnowledge();
  const follow = useFollowItem();
  const following = followed.data?.content.some((item) => item.kind === kind && item.id === id) ?? false;
  return (
    <Button
      size="sm"
      variant={following ? 'subtle' : 'outline'}
      loading={follow.isPending}
      disabled={followed.isPending}
      onClick={() => follow.mutate({ item: { kind, id }, follow: !following })}
      data-testid="overview-follow"
      data-following={following}
    >
      {following ? LL.overview.following() : LL.overview.follow()}
    </Button>
  );
}

/** The folder a file lives in, in the document area. */
function folderLink(node: NodeInfo): LinkProps {
  const parent = node.path[node.path.length - 2];
  const atRoot = !parent || parent.id === node.path[0]?.id;
  return { to: '/doc/lib/$libraryId/list/{-$tab}/{-$id}', params: { libraryId: node.libraryId, tab: atRoot ? undefined : 'folder', id: atRoot ? undefined : parent.id } };
}

function FileOverview({ libraryId, nodeId }: { libraryId: number; nodeId: number }) {
  const { LL, locale } = useI18nContext();
  const info = useNodeInfo(libraryId, nodeId);
  const versions = useFileVersions(libraryId, nodeId, info.data?.kind === 'file');
  if (info.isPending) return <Loading />;
  if (info.isError) return <Failure error={info.error} />;
  const node = info.data;
  return (
    <Box>
      <Header
        title={node.name}
        kind={node.kind === 'folder' ? LL.fulltext.kinds.folder() : LL.fulltext.kinds.file()}
        actions={
          <>
            <FollowButton kind={node.kind === 'folder' ? 'folder' : 'file'} id={node.id} />
            <Button asChild size="sm" variant="outline">
              <Link {...folderLink(node)} data-testid="overview-open-folder">
                {LL.overview.openFolder()}
              </Link>
            </Button>
            {node.kind === 'file' ? (
              <Button asChild size="sm" variant="outline">
                <Link to="/browse" search={{ libraryId, nodeId }} data-testid="overview-preview">
                  {LL.overview.preview()}
                </Link>
              </Button>
            ) : null}
            {node.kind === 'file' && node.permission.canDownload ? (
              <OfficeEditButton libraryId={libraryId} nodeId={nodeId} name={node.name} canEdit={node.permission.canEdit} testId="overview-office-edit" />
            ) : null}
            {node.kind === 'file' && node.permission.canDownload ? (
              <Button asChild size="sm">
                <a href={fileDownloadUrl(libraryId, nodeId)} download data-testid="overview-download">
                  {LL.overview.download()}
                </a>
              </Button>
            ) : null}
          </>
        }
      />
      <Stack gap="2" mb="6">
        <Fact label={LL.overview.location()} testId="overview-location">
          {node.path.map((crumb) => crumb.name).join(' / ')}
        </Fact>
        {node.kind === 'file' ? (
          <>
            <Fact label={LL.overview.size()}>{formatBytes(node.size, locale)}</Fact>
            <Fact label={LL.overview.type()}>{node.extension || node.mime}</Fact>
            <Fact label={LL.overview.version()}>{LL.overview.versionRow({ number: node.version })}</Fact>
          </>
        ) : null}
        <Fact label={LL.overview.createdBy()}>{[node.createdBy?.name, formatDateTime(node.createdAt, locale)].filter(Boolean).join(' · ')}</Fact>
        <Fact label={LL.overview.updatedBy()}>{[node.updatedBy?.name, formatDateTime(node.updatedAt, locale)].filter(Boolean).join(' · ')}</Fact>
      </Stack>
      {node.kind === 'file' ? (
        <Box>
          <Heading as="h2" size="md" mb="2">
            {LL.overview.versions()}
          </Heading>
          {versions.isPending ? (
            <Spinner size="sm" />
          ) : versions.isError ? (
            <Text color="fg.error">{versions.error.message}</Text>
          ) : versions.data.length === 0 ? (
            <Text color="fg.muted">{LL.overview.noVersions()}</Text>
          ) : (
            <Table.Root size="sm" data-testid="overview-versions">
              <Table.Body>
                {versions.data.map((entry) => (
                  <Table.Row key={entry.id} data-testid="overview-version">
                    <Table.Cell>
                      <Link to="/browse" search={{ libraryId, nodeId, version: entry.current ? undefined : entry.version }}>
                        {LL.overview.versionRow({ number: entry.version })}
                      </Link>
                      {entry.current ? (
                        <Badge size="sm" ml="2" variant="subtle" colorPalette="green">
                          {LL.overview.current()}
                        </Badge>
                      ) : null}
                    </Table.Cell>
                    <Table.Cell>{formatBytes(entry.size, locale)}</Table.Cell>
                    <Table.Cell>{entry.createdBy?.name ?? '—'}</Table.Cell>
                    <Table.Cell color="fg.muted">{formatDateTime(entry.createdAt, locale)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          )}
        </Box>
      ) : null}
    </Box>
  );
}

/** How much of a page's text the overview shows before 'open the page'. */
const EXCERPT_CHARS = 600;

function PageOverview({ libraryId, pageId }: { libraryId: number; pageId: number }) {
  const { LL, locale } = useI18nContext();
  const page = useWikiPage(libraryId, pageId);
  if (page.isPending) return <Loading />;
  if (page.isError) return <Failure error={page.error} />;
  const wiki = page.data;
  const text = toPlainText(wiki.content);
  const excerpt = text.length > EXCERPT_CHARS ? `${text.slice(0, EXCERPT_CHARS)}…` : text;
  return (
    <Box>
      <Header
        title={wiki.title}
        kind={LL.fulltext.kinds.wiki()}
        actions={
          <>
            <FollowButton kind="wiki" id={pageId} />
            <Button asChild size="sm" variant="outline">
              <Link to="/doc/lib/$libraryId/wiki/wikiVersion" params={{ libraryId }} search={{ id: pageId }} data-testid="overview-page-versions">
                {LL.overview.pageVersions()}
              </Link>
            </Button>
            <Button asChild size="sm">
              <Link to="/doc/lib/$libraryId/wiki/list/$id" params={{ libraryId, id: String(pageId) }} data-testid="overview-open-page">
                {LL.overview.openPage()}
              </Link>
            </Button>
          </>
        }
      />
      <Stack gap="2" mb="6">
        <Fact label={LL.overview.location()} testId="overview-location">
          {[...wiki.path.map((crumb) => crumb.title), wiki.title].join(' / ')}
        </Fact>
        <Fact label={LL.overview.createdBy()}>{[wiki.createdBy?.name, formatDateTime(wiki.createdAt, locale)].filter(Boolean).join(' · ')}</Fact>
        <Fact label={LL.overview.updatedBy()}>{[wiki.updatedBy?.name, formatDateTime(wiki.updatedAt, locale)].filter(Boolean).join(' · ')}</Fact>
      </Stack>
      <Heading as="h2" size="md" mb="2">
        {LL.overview.excerpt()}
      </Heading>
      <Text whiteSpace="pre-wrap" color={excerpt ? undefined : 'fg.muted'} data-testid="overview-excerpt">
        {excerpt || LL.overview.empty()}
      </Text>
    </Box>
  );
}

/** /overview: the detail of a search hit (full layout): where it lives, who changed it, its versions, what can be done with it. */
export function OverviewScreen({ kind, libraryId, id }: { kind?: 'file' | 'wiki'; libraryId?: number; id?: number }) {
  const { LL } = useI18nContext();
  return (
    <ScreenFrame showTitle={false}>
      {libraryId === undefined || id === undefined ? (
        <ExceptionPage type="failure" message={LL.overview.missing()} />
      ) : kind === 'wiki' ? (
        <PageOverview libraryId={libraryId} pageId={id} />
      ) : (
        <FileOverview libraryId={libraryId} nodeId={id} />
      )}
    </ScreenFrame>
  );
}
