import { Badge, Button, Flex, Heading, HStack, Input, NativeSelect, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { useWikiPage } from '../../../api/wiki-queries';
import { formatDateTime } from '../../../lib/display-format';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { ExceptionPage } from '../../../ui/exception-page';
import { ScreenFrame } from '../../../ui/screen-frame';
import { showToast } from '../../../ui/toaster';
import { WikiContent } from '../wiki-content';
import { InlineDiff, SideBySideDiff } from './wiki-diff-view';
import { useRestoreWikiVersion, useTakeVersion, useWikiDiff, useWikiVersion, useWikiVersions } from './wiki-history-api';

/** A page's versions: take one now, read one, compare two, bring one back. */
export function WikiVersionsScreen({ libraryId, id }: { libraryId: number; id?: number }) {
  return <ScreenFrame showTitle={false}>{id === undefined ? <ExceptionPage type="notFound" /> : <WikiVersions libraryId={libraryId} pageId={id} />}</ScreenFrame>;
}

const NOW = 'now';

function WikiVersions({ libraryId, pageId }: { libraryId: number; pageId: number }) {
  const { LL, locale } = useI18nContext();
  const [pageNum, setPageNum] = useState(1);
  const [name, setName] = useState('');
  const [viewing, setViewing] = useState<number | null>(null);
  const [compareFrom, setCompareFrom] = useState<number | null>(null);
  const [compareTo, setCompareTo] = useState<string>(NOW);
  const [sideBySide, setSideBySide] = useState(false);
  const [restoring, setRestoring] = useState<{ id: number; number: number } | null>(null);
  const page = useWikiPage(libraryId, pageId);
  const versions = useWikiVersions(libraryId, pageId, pageNum);
  const viewed = useWikiVersion(libraryId, pageId, viewing);
  const diff = useWikiDiff(libraryId, pageId, compareFrom, compareTo === NOW ? null : Number(compareTo));
  const take = useTakeVersion(libraryId, pageId);
  const restore = useRestoreWikiVersion(libraryId, pageId);
  const canEdit = page.data?.access === 'edit';
  const list = versions.data?.content ?? [];
  const label = (number: number) => LL.wikiHistory.number({ number });

  return (
    <Stack gap="4" data-testid="wiki-versions">
      <Flex justify="space-between" align="center" gap="4">
        <Heading as="h2" size="2xl">
          {LL.wikiHistory.title({ title: page.data?.title ?? '' })}
        </Heading>
        <Button asChild size="sm" variant="outline">
          <Link to="/doc/lib/$libraryId/wiki/list/$id" params={{ libraryId, id: String(pageId) }} data-testid="wiki-back-to-page">
            {LL.wikiHistory.backToPage()}
          </Link>
        </Button>
      </Flex>
      {canEdit ? (
        <HStack
          as="form"
          gap="2"
          onSubmit={(event) => {
            event.preventDefault();
            take.mutate(name.trim() || LL.wikiHistory.defaultName(), {
              onSuccess: (version) => {
                setName('');
                setPageNum(1);
                showToast('success', LL.wikiHistory.taken({ number: version.number }));
              },
            });
          }}
        >
          <Input size="sm" maxW="xs" value={name} maxLength={100} placeholder={LL.wikiHistory.namePlaceholder()} onChange={(event) => setName(event.target.value)} data-testid="version-name" />
          <Button size="sm" type="submit" loading={take.isPending} data-testid="version-take">
            {LL.wikiHistory.take()}
          </Button>
        </HStack>
      ) : null}
      {versions.isPending ? <Spinner size="sm" /> : null}
      {versions.isError ? <Text color="fg.error">{versions.error.message}</Text> : null}
      <Stack gap="2" data-testid="wiki-version-list">
        {list.map((version) => (
          <Stack key={version.id} gap="1" borderWidth="1px" rounded="md" p="2" data-testid="wiki-version-row" data-number={version.number}>
            <HStack gap="2">
              <Text fontWeight="semibold">{label(version.number)}</Text>
              {version.name ? <Text data-testid="wiki-version-name">{version.name}</Text> : null}
              <Badge size="sm">{LL.wikiHistory.kind[version.kind]()}</Badge>
              {version.restoredFrom !== null ? (
                <Text fontSize="xs" color="fg.muted">
                  {LL.wikiHistory.restoredFrom({ number: version.restoredFrom })}
                </Text>
              ) : null}
            </HStack>
            <Text fontSize="xs" color="fg.muted">
              {LL.wikiHistory.by({
                names: (version.authors.length ? version.authors : version.createdBy ? [version.createdBy] : []).map((person) => person.name).join(', ') || '—',
                time: formatDateTime(version.createdAt, locale),
              })}
            </Text>
            <HStack gap="2">
              <Button size="2xs" variant="outline" onClick={() => setViewing(version.id)} data-testid="wiki-version-view">
                {LL.wikiHistory.view()}
              </Button>
              <Button
                size="2xs"
                variant="outline"
                onClick={() => {
                  setViewing(null);
                  setCompareFrom(version.id);
                }}
                data-testid="wiki-version-compare"
              >
                {LL.wikiHistory.compare()}
              </Button>
              {canEdit ? (
                <Button size="2xs" variant="outline" onClick={() => setRestoring({ id: version.id, number: version.number })} data-testid="wiki-version-restore">
                  {LL.wikiHistory.restore()}
                </Button>
              ) : null}
            </HStack>
          </Stack>
        ))}
      </Stack>
      {versions.data && versions.data.totalPages > 1 ? (
        <HStack gap="2">
          <Button size="xs" variant="outline" disabled={pageNum <= 1} onClick={() => setPageNum(pageNum - 1)}>
            {LL.pager.previous()}
          </Button>
          <Text fontSize="sm">
            {pageNum} / {versions.data.totalPages}
          </Text>
          <Button size="xs" variant="outline" disabled={pageNum >= versions.data.totalPages} onClick={() => setPageNum(pageNum + 1)}>
            {LL.pager.next()}
          </Button>
        </HStack>
      ) : null}
      {viewing !== null ? (
        <Stack gap="2" data-testid="wiki-version-content">
          <Heading as="h3" size="md">
            {viewed.data ? label(viewed.data.number) : ''}
          </Heading>
          {viewed.isPending ? <Spinner size="sm" /> : viewed.data ? <WikiContent libraryId={libraryId} content={viewed.data.content} /> : null}
        </Stack>
      ) : null}
      {compareFrom !== null ? (
        <Stack gap="2" data-testid="wiki-diff">
          <HStack gap="2" flexWrap="wrap">
            <Text fontSize="sm">{LL.wikiHistory.compareWith({ number: list.find((version) => version.id === compareFrom)?.number ?? 0 })}</Text>
            <NativeSelect.Root size="sm" maxW="xs">
              <NativeSelect.Field value={compareTo} onChange={(event) => setCompareTo(event.target.value)} data-testid="wiki-diff-to">
                <option value={NOW}>{LL.wikiHistory.current()}</option>
                {list
                  .filter((version) => version.id !== compareFrom)
                  .map((version) => (
                    <option key={version.id} value={String(version.id)}>
                      {label(version.number)}
                    </option>
                  ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Button size="xs" variant="outline" onClick={() => setSideBySide(!sideBySide)} data-testid="wiki-diff-layout">
              {sideBySide ? LL.wikiHistory.inline() : LL.wikiHistory.sideBySide()}
            </Button>
          </HStack>
          {diff.isPending ? <Spinner size="sm" /> : null}
          {diff.isError ? <Text color="fg.error">{diff.error.message}</Text> : null}
          {diff.data ? (
            <>
              <Text fontSize="xs" color="fg.muted" data-testid="wiki-diff-counts">
                {LL.wikiHistory.counts({ inserted: diff.data.inserted, deleted: diff.data.deleted })}
              </Text>
              {sideBySide ? (
                <SideBySideDiff parts={diff.data.parts} fromLabel={label(diff.data.from.number)} toLabel={diff.data.to ? label(diff.data.to.number) : LL.wikiHistory.current()} />
              ) : (
                <InlineDiff parts={diff.data.parts} />
              )}
            </>
          ) : null}
        </Stack>
      ) : null}
      <ConfirmDialog
        open={restoring !== null}
        title={LL.wikiHistory.restore()}
        message={restoring ? LL.wikiHistory.restoreConfirm({ number: restoring.number }) : ''}
        confirmLabel={LL.wikiHistory.restore()}
        pending={restore.isPending}
        onClose={() => setRestoring(null)}
        onConfirm={() => {
          if (!restoring) return;
          restore.mutate(restoring.id, {
            onSuccess: (version) => {
              setRestoring(null);
              setPageNum(1);
              showToast('success', LL.wikiHistory.restored({ from: restoring.number, to: version.number }));
            },
          });
        }}
      />
    </Stack>
  );
}
