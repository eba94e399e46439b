import { type DBSchema, type IDBPDatabase, openDB } from 'idb';
import { type CommentItem, commentEndpoints, type CommentSubject, type CreateCommentBody } from '../../../contract/comments';
import { isUnreachable } from '../../api/api-error';
import { api } from '../../api/client';
import { deleteDatabases } from '../../lib/device-databases';

/** A comment written here and not yet taken by the server: kept in IndexedDB, so a reload or a closed tab keeps it. */
export interface QueuedComment {
  clientId: string;
  subjectKey: string;
  body: CreateCommentBody & { clientId: string };
  queuedAt: number;
  /** The server's refusal of it (it stays until removed); none while it waits for the network. */
  error: string | null;
}

interface OutboxSchema extends DBSchema {
  outbox: { key: string; value: QueuedComment; indexes: { subject: string } };
}

export const subjectKey = (subject: CommentSubject) => `${subject.type}:${subject.libraryId}:${subject.id}`;

/** A fresh client id: the same id sent again makes one comment on the server. */
export const newClientId = () => crypto.randomUUID().replace(/-/g, '');

const listeners = new Set<() => void>();
const databases = new Map<string, Promise<IDBPDatabase<OutboxSchema>>>();

/** One database per person, so one person's unsent comments are never sent with another's session. */
const DATABASE_PREFIX = 'librarium-comment-outbox-';

function database(account: string) {
  let found = databases.get(account);
  if (!found) {
    found = openDB<OutboxSchema>(`${DATABASE_PREFIX}${account}`, 1, {
      upgrade(db) {
        db.createObjectStore('outbox', { keyPath: 'clientId' }).createIndex('subject', 'subjectKey');
      },
    });
    databases.set(account, found);
  }
  return found;
}

/** How many comments this person wrote here that the server has not taken: what a sign-out would lose. */
export async function unsentComments(account: string | null): Promise<number> {
  if (!account) return 0;
  return (await database(account)).count('outbox');
}

/** Deletes every person's outbox on this device, after closing the ones open here (an open one holds a deletion back). */
export async function wipeOutboxes(): Promise<void> {
  const open = [...databases.values()];
  databases.clear();
  await Promise.all(open.map((found) => found.then((db) => db.close()).catch(() => undefined)));
  await deleteDatabases(DATABASE_PREFIX);
  changed();
}

const changed = () => listeners.forEach((listener) => listener());

export function onOutboxChange(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export async function queued(account: string, subject: CommentSubject): Promise<QueuedComment[]> {
  const rows = await (await database(account)).getAllFromIndex('outbox', 'subject', subjectKey(subject));
  return rows.sort((a, b) => a.queuedAt - b.queuedAt);
}

export async function discard(account: string, clientId: string) {
  await (await database(account)).delete('outbox', clientId);
  changed();
}

let sending: Promise<void> | null = null;

/**
 * Sends what waits, oldest first. A send the network did not carry stays for the next try (the `online`
 * event, the next comment, the panel opening); one the server refused keeps its reason. `sent` hears
 * each comment the server took.
 */
export function flushOutbox(account: string, sent: (comment: CommentItem, subject: CommentSubject) => void): Promise<void> {
  sending ??= (async () => {
    try {
      const db = await database(account);
      for (const item of (await db.getAll('outbox')).sort((a, b) => a.queuedAt - b.queuedAt)) {
        if (item.error) continue;
        try {
          const comment = await api.call(commentEndpoints.create, { body: item.body }, { globalError: false });
          await db.delete('outbox', item.clientId);
          sent(comment, item.body.subject);
        } catch (error) {
          if (isUnreachable(error)) break;
          await db.put('outbox', { ...item, error: error instanceof Error ? error.message : String(error) });
        }
        changed();
      }
    } finally {
      sending = null;
    }
  })();
  return sending;
}

/** Puts a comment in the outbox and tries to send it at once. */
export async function enqueue(account: string, body: CreateCommentBody & { clientId: string }, sent: (comment: CommentItem, subject: CommentSubject) => void) {
  await (await database(account)).put('outbox', { clientId: body.clientId, subjectKey: subjectKey(body.subject), body, queuedAt: Date.now(), error: null });
  changed();
  await sending;
  await flushOutbox(account, sent);
}
