import { Badge, Box, Button, HStack, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { type CommentAnchorInput, type CommentItem, type CommentSubject, type CommentThread, WHO_MAY_COMMENT, type WhoMayComment } from '../../../contract/comments';
import { useI18nContext } from '../../../i18n/i18n-react';
import { currentUserQuery } from '../../api/session';
import { formatDateTime } from '../../lib/display-format';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { showToast } from '../../ui/toaster';
import { CommentBody } from './comment-body';
import { discard, enqueue, flushOutbox, newClientId, onOutboxChange, type QueuedComment, queued } from './comment-outbox';
import { commentCalls, commentKeys, commentsQuery, refreshComments } from './comment-queries';
import { MentionInput } from './mention-input';

/** Where a wiki page's passages are: the selection to anchor a new thread to, and the threads' passages to mark. */
export interface AnchorHost {
  selection(): CommentAnchorInput | null;
  show(anchors: { id: number; start: string; end: string; from: number | null; to: number | null }[]): void;
}

function usePending(account: string | undefined, subject: CommentSubject) {
  const [pending, setPending] = useState<QueuedComment[]>([]);
  const { type, libraryId, id } = subject;
  useEffect(() => {
    if (!account) return;
    let live = true;
    const read = () => void queued(account, { type, libraryId, id }).then((rows) => live && setPending(rows));
    read();
    const stop = onOutboxChange(read);
    return () => {
      live = false;
      stop();
    };
  }, [account, type, libraryId, id]);
  return pending;
}

function Meta({ comment }: { comment: CommentItem }) {
  const { LL, locale } = useI18nContext();
  return (
    <HStack gap="2" fontSize="xs" color="fg.muted" wrap="wrap">
      <Text fontWeight="semibold" color="fg">
        {comment.author.name}
      </Text>
      <Text>{formatDateTime(comment.createdAt, locale)}</Text>
      {comment.editedAt !== null ? <Text>({LL.comments.edited()})</Text> : null}
    </HStack>
  );
}

function OneComment({ comment, subject, canComment }: { comment: CommentItem; subject: CommentSubject; canComment: boolean }) {
  const { LL } = useI18nContext();
  const client = useQueryClient();
  const [editing, setEditing] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);
  const [busy, setBusy] = useState(false);
  if (comment.deleted) {
    return (
      <Text fontSize="sm" color="fg.muted" fontStyle="italic" data-testid="comment-deleted">
        {LL.comments.deleted()}
      </Text>
    );
  }
  const run = async (work: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await work();
      await refreshComments(client, subject);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack gap="1" data-testid="comment" data-comment-id={comment.id}>
      <Meta comment={comment} />
      {editing === null ? (
        <CommentBody body={comment.body} />
      ) : (
        <Stack gap="1">
          <MentionInput value={editing} onChange={setEditing} placeholder={LL.comments.placeholder()} testId="comment-edit-input" />
          <HStack gap="1">
            <Button size="xs" loading={busy} disabled={!editing.trim()} onClick={() => void run(() => commentCalls.edit(comment.id, editing)).then(() => setEditing(null))} data-testid="comment-save">
              {LL.comments.save()}
            </Button>
            <Button size="xs" variant="ghost" onClick={() => setEditing(null)}>
              {LL.comments.cancel()}
            </Button>
          </HStack>
        </Stack>
      )}
      {comment.mentions
        .filter((person) => !person.canRead)
        .map((person) => (
          <Text key={person.id} fontSize="xs" color="orange.fg" data-testid="comment-not-notified">
            {LL.comments.notNotified({ name: person.name })}
          </Text>
        ))}
      {editing === null && (comment.canEdit || comment.canDelete) ? (
        <HStack gap="1">
          {comment.canEdit && canComment ? (
            <Button size="2xs" variant="ghost" onClick={() => setEditing(comment.body)} data-testid="comment-edit">
              {LL.comments.edit()}
            </Button>
          ) : null}
          {comment.canDelete ? (
            <Button size="2xs" variant="ghost" colorPalette="red" onClick={() => setRemoving(true)} data-testid="comment-remove">
              {LL.comments.remove()}
            </Button>
          ) : null}
        </HStack>
      ) : null}
      <ConfirmDialog
        open={removing}
        title={LL.comments.remove()}
        message={LL.comments.removeConfirm()}
        confirmLabel={LL.comments.remove()}
        danger
        pending={busy}
        onConfirm={() => void run(() => commentCalls.remove(comment.id)).then(() => setRemoving(false))}
        onClose={() => setRemoving(false)}
      />
    </Stack>
  );
}

function PendingComment({ item, account }: { item: QueuedComment; account: string }) {
  const { LL } = useI18nContext();
  return (
    <Stack gap="1" p="2" borderWidth="1px" borderStyle="dashed" rounded="md" data-testid="comment-pending" data-client-id={item.clientId}>
      <HStack gap="2">
        <Badge colorPalette={item.error ? 'red' : 'orange'} size="sm">
          {item.error ? LL.comments.failed({ message: item.error }) : LL.comments.pending()}
        </Badge>
        {item.error ? (
          <Button size="2xs" variant="ghost" onClick={() => void discard(account, item.clientId)}>
            {LL.comments.remove()}
          </Button>
        ) : (
          <Text fontSize="xs" color="fg.muted">
            {LL.comments.pendingHint()}
          </Text>
        )}
      </HStack>
      {item.body.anchor ? (
        <Text fontSize="xs" color="fg.muted" borderLeftWidth="3px" pl="2">
          {LL.comments.quote({ text: item.body.anchor.quote })}
        </Text>
      ) : null}
      <CommentBody body={item.body.body} />
    </Stack>
  );
}

function Thread({ thread, subject, canComment, send, pending, account }: { thread: CommentThread; subject: CommentSubject; canComment: boolean; send: (body: string, threadId: number | null, anchor: CommentAnchorInput | null) => Promise<void>; pending: QueuedComment[]; account: string }) {
  const { LL } = useI18nContext();
  const client = useQueryClient();
  const [reply, setReply] = useState<string | null>(null);
  const resolved = thread.resolvedAt !== null;
  const orphaned = thread.anchor !== null && thread.anchor.current === null;
  return (
    <Stack gap="2" p="3" borderWidth="1px" rounded="md" bg={resolved ? 'bg.muted' : undefined} data-testid="comment-thread" data-thread-id={thread.id} data-resolved={resolved} data-orphaned={orphaned}>
      {thread.anchor ? (
        <Stack gap="0">
          {orphaned ? (
            <Badge size="sm" colorPalette="gray" alignSelf="flex-start" data-testid="comment-orphaned">
              {LL.comments.orphaned()}
            </Badge>
          ) : null}
          <Text fontSize="xs" color="fg.muted" borderLeftWidth="3px" borderColor="yellow.solid" pl="2" data-testid="comment-quote">
            {LL.comments.quote({ text: thread.anchor.current ?? thread.anchor.quote })}
          </Text>
        </Stack>
      ) : null}
      <OneComment comment={thread} subject={subject} canComment={canComment} />
      {thread.replies.map((item) => (
        <Box key={item.id} pl="3" borderLeftWidth="2px">
          <OneComment comment={item} subject={subject} canComment={canComment} />
        </Box>
      ))}
      {pending.map((item) => (
        <Box key={item.clientId} pl="3">
          <PendingComment item={item} account={account} />
        </Box>
      ))}
      {resolved && thread.resolvedBy ? (
        <Text fontSize="xs" color="fg.muted">
          {LL.comments.resolvedBy({ name: thread.resolvedBy.name })}
        </Text>
      ) : null}
      {reply !== null ? (
        <Stack gap="1">
          <MentionInput
            value={reply}
            onChange={setReply}
            placeholder={LL.comments.replyPlaceholder()}
            testId="comment-reply-input"
            onSubmit={() => void send(reply, thread.id, null).then(() => setReply(null))}
          />
          <HStack gap="1">
            <Button size="xs" disabled={!reply.trim()} onClick={() => void send(reply, thread.id, null).then(() => setReply(null))} data-testid="comment-reply-send">
              {LL.comments.send()}
            </Button>
            <Button size="xs" variant="ghost" onClick={() => setReply(null)}>
              {LL.comments.cancel()}
            </Button>
          </HStack>
        </Stack>
      ) : canComment ? (
        <HStack gap="1">
          <Button size="2xs" variant="outline" onClick={() => setReply('')} data-testid="comment-reply">
            {LL.comments.reply()}
          </Button>
          <Button
            size="2xs"
            variant="ghost"
            onClick={() => void commentCalls.resolve(thread.id, !resolved).then(() => refreshComments(client, subject))}
            data-testid={resolved ? 'comment-reopen' : 'comment-resolve'}
          >
            {resolved ? LL.comments.reopen() : LL.comments.resolve()}
          </Button>
        </HStack>
      ) : null}
    </Stack>
  );
}

/** The library's rule of who may comment, for its admins. */
function RuleSelect({ subject, who }: { subject: CommentSubject; who: WhoMayComment }) {
  const { LL } = useI18nContext();
  const client = useQueryClient();
  const names: Record<WhoMayComment, string> = { readers: LL.comments.ruleReaders(), editors: LL.comments.ruleEditors(), nobody: LL.comments.ruleNobody() };
  return (
    <HStack gap="2" fontSize="xs">
      <Text color="fg.muted" flexShrink={0}>
        {LL.comments.rule()}
      </Text>
      <NativeSelect.Root size="xs">
        <NativeSelect.Field
          aria-label={LL.comments.rule()}
          value={who}
          onChange={(event) =>
            void commentCalls.setRule(subject.libraryId, event.target.value as WhoMayComment).then(() => client.invalidateQueries({ queryKey: commentKeys.all }))
          }
          data-testid="comment-rule"
        >
          {WHO_MAY_COMMENT.map((rule) => (
            <option key={rule} value={rule}>
              {names[rule]}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </HStack>
  );
}

/**
 * An item's comments: its threads (resolved ones folded away), replies, edits and deletions of one's own,
 * and a new comment, mentions picked from the staff directory. What is written goes through the outbox,
 * so without network it shows as pending and is sent with its client id once the network is back. On a
 * wiki page the host marks the threads' passages and hands the selection for a new anchored thread.
 */
export function CommentsPanel({ subject, anchors }: { subject: CommentSubject; anchors?: AnchorHost }) {
  const { LL } = useI18nContext();
  const client = useQueryClient();
  const { data: user } = useQuery(currentUserQuery);
  const account = user?.account;
  const { data } = useQuery(commentsQuery(subject));
  const pending = usePending(account, subject);
  const [draft, setDraft] = useState('');
  const [anchor, setAnchor] = useState<CommentAnchorInput | null>(null);
  const [showResolved, setShowResolved] = useState(false);

  const sent = useCallback((_comment: CommentItem, to: CommentSubject) => void refreshComments(client, to), [client]);
  useEffect(() => {
    if (!account) return;
    const flush = () => void flushOutbox(account, sent);
    flush();
    window.addEventListener('online', flush);
    return () => window.removeEventListener('online', flush);
  }, [account, sent]);

  const threads = data?.threads ?? [];
  useEffect(() => {
    anchors?.show(threads.filter((thread) => thread.anchor && thread.resolvedAt === null).map((thread) => ({ id: thread.id, ...thread.anchor! })));
  }, [anchors, threads]);

  const send = async (body: string, threadId: number | null, passage: CommentAnchorInput | null) => {
    if (!account || !body.trim()) return;
    await enqueue(account, { subject, threadId, body, anchor: passage, clientId: newClientId() }, sent);
  };

  const canComment = data?.canComment ?? true;
  const open = threads.filter((thread) => thread.resolvedAt === null);
  const resolved = threads.filter((thread) => thread.resolvedAt !== null);
  const fresh = pending.filter((item) => item.body.threadId === null || item.body.threadId === undefined);
  const pendingOf = (threadId: number) => pending.filter((item) => item.body.threadId === threadId);

  const takeSelection = () => {
    const picked = anchors?.selection() ?? null;
    if (!picked) showToast('info', LL.comments.selectionHint());
    setAnchor(picked);
  };

  return (
    <Stack gap="3" as="section" aria-label={LL.comments.title()} data-testid="comments-panel">
      <HStack justify="space-between">
        <Text fontWeight="semibold">
          {LL.comments.title()} {threads.length ? <Badge data-testid="comments-count">{open.length}</Badge> : null}
        </Text>
        {anchors && canComment ? (
          <Button size="xs" variant="outline" onMouseDown={(event) => event.preventDefault()} onClick={takeSelection} data-testid="comment-selection">
            {LL.comments.commentSelection()}
          </Button>
        ) : null}
      </HStack>
      {data?.canSetRule ? <RuleSelect subject={subject} who={data.who} /> : null}
      {data && !canComment ? (
        <Text fontSize="sm" color="fg.muted" data-testid="comments-closed">
          {data.who === 'nobody' ? LL.comments.closedNobody() : LL.comments.closedEditors()}
        </Text>
      ) : (
        <Stack gap="1">
          {anchor ? (
            <Text fontSize="xs" color="fg.muted" borderLeftWidth="3px" borderColor="yellow.solid" pl="2" data-testid="comment-new-quote">
              {LL.comments.quote({ text: anchor.quote })}
            </Text>
          ) : null}
          <MentionInput value={draft} onChange={setDraft} placeholder={LL.comments.placeholder()} testId="comment-input" onSubmit={() => void send(draft, null, anchor).then(() => (setDraft(''), setAnchor(null)))} />
          <HStack gap="1">
            <Button size="xs" disabled={!draft.trim() || !account} onClick={() => void send(draft, null, anchor).then(() => (setDraft(''), setAnchor(null)))} data-testid="comment-send">
              {LL.comments.send()}
            </Button>
            {anchor ? (
              <Button size="xs" variant="ghost" onClick={() => setAnchor(null)}>
                {LL.comments.cancel()}
              </Button>
            ) : null}
          </HStack>
        </Stack>
      )}
      {account ? fresh.map((item) => <PendingComment key={item.clientId} item={item} account={account} />) : null}
      {open.map((thread) => (
        <Thread key={thread.id} thread={thread} subject={subject} canComment={canComment} send={send} pending={pendingOf(thread.id)} account={account ?? ''} />
      ))}
      {!threads.length && !pending.length ? (
        <Text fontSize="sm" color="fg.muted" data-testid="comments-empty">
          {LL.comments.empty()}
        </Text>
      ) : null}
      {resolved.length ? (
        <Button size="xs" variant="ghost" alignSelf="flex-start" onClick={() => setShowResolved((shown) => !shown)} data-testid="comments-resolved-toggle">
          {showResolved ? LL.comments.resolvedHide() : LL.comments.resolvedShow({ count: resolved.length })}
        </Button>
      ) : null}
      {showResolved
        ? resolved.map((thread) => <Thread key={thread.id} thread={thread} subject={subject} canComment={canComment} send={send} pending={pendingOf(thread.id)} account={account ?? ''} />)
        : null}
    </Stack>
  );
}
