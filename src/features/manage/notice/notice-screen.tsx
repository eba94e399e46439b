import { Badge, Box, Button, Checkbox, Heading, HStack, Input, Spinner, Stack, Text, Textarea } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { noticeEndpoints } from '../../../../contract/common';
import { NOTICE_END } from '../../../../contract/constants';
import type { KnowledgeItem, Recommendation } from '../../../../contract/knowledge';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { api } from '../../../api/client';
import { manageCalls, useCandidates, useKnowledgeChange, useNoticeState, useRecommendations } from '../../../api/knowledge';
import { formatDateTime } from '../../../lib/display-format';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { ItemLink, KindLabel } from '../../../ui/knowledge-items';
import { ScreenFrame } from '../../../ui/screen-frame';
import { showToast } from '../../../ui/toaster';

/** A day (YYYY-MM-DD) as the end of that day in local time; empty: never. */
function endOfDay(day: string): number | null {
  return day ? new Date(`${day}T23:59:59.999`).getTime() : null;
}

function dayOf(at: number | null): string {
  if (at === null) return '';
  const date = new Date(at);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

function RecommendationRow({ row, index, rows }: { row: Recommendation; index: number; rows: Recommendation[] }) {
  const { LL } = useI18nContext();
  const reorder = useKnowledgeChange((ids: number[]) => manageCalls.reorder(ids));
  const expiry = useKnowledgeChange((expiresAt: number | null) => manageCalls.expiry(row.id, expiresAt));
  const remove = useKnowledgeChange(() => manageCalls.unrecommend(row.id));
  const swap = (other: number) => {
    const ids = rows.map((r) => r.id);
    [ids[index], ids[other]] = [ids[other]!, ids[index]!];
    reorder.mutate(ids);
  };
  return (
    <HStack gap="3" py="1" borderBottomWidth="1px" data-testid="recommendation" data-name={row.item?.name ?? ''}>
      <Text width="6" color="fg.muted" fontSize="sm">
        {index + 1}
      </Text>
      <KindLabel kind={row.itemKind} />
      <Box flex="1" minWidth="0" truncate fontSize="sm">
        {row.item ? <ItemLink item={row.item} /> : <Text color="fg.muted">{LL.knowledge.notice.gone()}</Text>}
      </Box>
      {row.expired ? <Badge colorPalette="orange">{LL.knowledge.notice.expired()}</Badge> : null}
      <Input
        size="xs"
        type="date"
        width="36"
        aria-label={LL.knowledge.notice.expires()}
        defaultValue={dayOf(row.expiresAt)}
        onChange={(event) => expiry.mutate(endOfDay(event.target.value))}
        data-testid="recommendation-expiry"
      />
      <Button size="xs" variant="ghost" disabled={index === 0 || reorder.isPending} onClick={() => swap(index - 1)} aria-label={LL.knowledge.manage.moveUp()} data-testid="recommendation-up">
        ↑
      </Button>
      <Button size="xs" variant="ghost" disabled={index === rows.length - 1 || reorder.isPending} onClick={() => swap(index + 1)} aria-label={LL.knowledge.manage.moveDown()} data-testid="recommendation-down">
        ↓
      </Button>
      <Button size="xs" variant="ghost" colorPalette="red" loading={remove.isPending} onClick={() => remove.mutate(undefined)} data-testid="recommendation-remove">
        {LL.knowledge.manage.unassign()}
      </Button>
    </HStack>
  );
}

function Recommendations() {
  const { LL } = useI18nContext();
  const list = useRecommendations();
  const [input, setInput] = useState('');
  const [keyword, setKeyword] = useState('');
  const [expires, setExpires] = useState('');
  const candidates = useCandidates(keyword);
  const recommend = useKnowledgeChange((item: KnowledgeItem) => manageCalls.recommend(item, endOfDay(expires)));
  return (
    <Box mb="8" data-testid="recommendations">
      <Heading size="md" mb="1">
        {LL.knowledge.notice.recommendTitle()}
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="3">
        {LL.knowledge.notice.recommendHelp()}
      </Text>
      {list.isPending ? (
        <Spinner size="sm" />
      ) : !list.data?.length ? (
        <Text fontSize="sm" color="fg.muted">
          {LL.knowledge.notice.noRecommendations()}
        </Text>
      ) : (
        list.data.map((row, index) => <RecommendationRow key={`${row.id}-${row.expiresAt}`} row={row} index={index} rows={list.data} />)
      )}
      <form
        onSubmit={(event) => {
          event.preventDefault();
          setKeyword(input.trim());
        }}
      >
        <HStack mt="4" mb="2" alignItems="end">
          <Input size="sm" value={input} onChange={(event) => setInput(event.target.value)} placeholder={LL.knowledge.manage.candidatesPlaceholder()} aria-label={LL.knowledge.manage.candidatesPlaceholder()} data-testid="recommend-keyword" />
          <Input size="sm" type="date" width="40" value={expires} onChange={(event) => setExpires(event.target.value)} aria-label={LL.knowledge.notice.expires()} title={LL.knowledge.notice.expires()} data-testid="recommend-expires" />
          <Button size="sm" type="submit" data-testid="recommend-find">
            {LL.knowledge.manage.find()}
          </Button>
        </HStack>
      </form>
      {keyword === '' ? null : candidates.isPending ? (
        <Spinner size="sm" />
      ) : candidates.data?.length ? (
        candidates.data.map((item) => (
          <HStack key={`${item.kind}:${item.id}`} gap="3" py="1" data-testid="recommend-candidate" data-name={item.name}>
            <KindLabel kind={item.kind} />
            <Box flex="1" minWidth="0" truncate fontSize="sm">
              {item.name}
              <Text as="span" color="fg.muted" fontSize="xs" ms="2">
                {item.libraryName}
              </Text>
            </Box>
            <Button size="xs" variant="outline" onClick={() => recommend.mutate(item, { onSuccess: () => showToast('success', LL.knowledge.notice.recommendedToast()) })} data-testid="recommend-add">
              {LL.knowledge.notice.recommend()}
            </Button>
          </HStack>
        ))
      ) : (
        <Text fontSize="sm" color="fg.muted">
          {LL.knowledge.manage.noCandidates()}
        </Text>
      )}
    </Box>
  );
}

function NoticeBannerAdmin() {
  const { LL, locale } = useI18nContext();
  const state = useNoticeState();
  const [content, setContent] = useState('');
  const [department, setDepartment] = useState(true);
  const [confirmEnd, setConfirmEnd] = useState(false);
  const publish = useKnowledgeChange((body: { content: string; department: boolean }) => api.call(noticeEndpoints.publish, { body }));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!content.trim()) return;
    publish.mutate(
      { content: content.trim(), department },
      {
        onSuccess: () => {
          setContent('');
          showToast('success', LL.knowledge.notice.publishedToast());
        },
      },
    );
  }

  return (
    <Box data-testid="notice-admin">
      <Heading size="md" mb="3">
        {LL.knowledge.notice.bannerTitle()}
      </Heading>
      <Box borderWidth="1px" borderRadius="md" p="3" mb="4" data-testid="notice-current">
        <Text fontSize="sm" color="fg.muted" mb="1">
          {LL.knowledge.notice.current()}
        </Text>
        {state.isPending ? (
          <Spinner size="sm" />
        ) : state.data?.showing ? (
          <Stack gap="2">
            <Text whiteSpace="pre-wrap" data-testid="notice-current-content">
              {state.data.content}
            </Text>
            <Text fontSize="xs" color="fg.muted">
              {LL.knowledge.notice.published({ name: state.data.createdBy?.name ?? '—', time: state.data.createdAt ? formatDateTime(state.data.createdAt, locale) : '' })}
            </Text>
            <Box>
              <Button size="xs" colorPalette="red" variant="outline" onClick={() => setConfirmEnd(true)} data-testid="notice-end">
                {LL.knowledge.notice.end()}
              </Button>
            </Box>
          </Stack>
        ) : (
          <Text color="fg.muted" data-testid="notice-none">
            {LL.knowledge.notice.noNotice()}
          </Text>
        )}
      </Box>
      <form onSubmit={submit}>
        <Stack gap="2" maxWidth="xl">
          <Textarea value={content} maxLength={2000} onChange={(event) => setContent(event.target.value)} aria-label={LL.knowledge.notice.content()} placeholder={LL.knowledge.notice.content()} data-testid="notice-content-input" />
          <Checkbox.Root checked={department} onCheckedChange={(details) => setDepartment(details.checked === true)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{LL.knowledge.notice.department()}</Checkbox.Label>
          </Checkbox.Root>
          <Box>
            <Button size="sm" type="submit" loading={publish.isPending} disabled={!content.trim()} data-testid="notice-publish">
              {LL.knowledge.notice.publish()}
            </Button>
          </Box>
        </Stack>
      </form>
      <ConfirmDialog
        open={confirmEnd}
        title={LL.knowledge.notice.end()}
        message={LL.knowledge.notice.endConfirm()}
        confirmLabel={LL.knowledge.notice.end()}
        danger
        pending={publish.isPending}
        onConfirm={() =>
          publish.mutate(
            { content: NOTICE_END, department: true },
            {
              onSuccess: () => {
                setConfirmEnd(false);
                showToast('success', LL.knowledge.notice.endedToast());
              },
            },
          )
        }
        onClose={() => setConfirmEnd(false)}
      />
    </Box>
  );
}

/** manage/notice: the knowledge recommendations of the home, and the notice banner. */
export function ManageNoticeScreen() {
  return (
    <ScreenFrame>
      <Recommendations />
      <NoticeBannerAdmin />
    </ScreenFrame>
  );
}
