import type { AuditAction } from '../../contract/audit-events';
import type { Executor } from '../db/repositories';
import type { StoredMessage } from '../i18n/stored-message';
import { storedColumns } from '../i18n/stored-message';

/** The longest user agent kept; browsers send a few hundred characters, anything longer is cut. */
const USER_AGENT_MAX = 512;
/** The longest name kept of a file, page or token. */
const NAME_MAX = 1000;

/** Where a call came from, as the server sees it behind the proxies it trusts. */
export interface AuditOrigin {
  ip: string | null;
  userAgent: string | null;
  /** The access token the call came with; null for a session. */
  tokenId: number | null;
}

/** What was done, by whom, to what. */
export interface AuditEntry {
  action: AuditAction;
  /** The person; null for a failed sign-in, whose attempted account is `account`. */
  actorId: number | null;
  account: string | null;
  libraryId?: number | null;
  /** The file's, folder's or page's id, or the token's. */
  subjectId?: number | null;
  /** Its name at the time. */
  subjectName?: string | null;
  information?: StoredMessage | null;
}

const cut = (value: string | null | undefined, max: number) => (value == null ? null : value.length > max ? value.slice(0, max) : value);

/** The audit's table: one insert per record, and the retention's deletes. */
export function auditRepo(executor: Executor) {
  return {
    async insert(entry: AuditEntry, origin: AuditOrigin, at: number) {
      await executor
        .insertInto('audit_events')
        .values({
          actor_id: entry.actorId,
          account: cut(entry.account, 200),
          token_id: origin.tokenId,
          action: entry.action,
          library_id: entry.libraryId ?? null,
          subject_id: entry.subjectId ?? null,
          subject_name: cut(entry.subjectName, NAME_MAX),
          ...storedColumns(entry.information ?? null),
          ip: cut(origin.ip, 64),
          user_agent: cut(origin.userAgent, USER_AGENT_MAX),
          created_at: at,
        })
        .execute();
    },

    /** Deletes up to `batch` records older than `before`, the oldest first; returns how many it deleted. */
    async deleteBefore(before: number, batch: number): Promise<number> {
      const ids = await executor.selectFrom('audit_events').select('id').where('created_at', '<', before).orderBy('created_at').orderBy('id').limit(batch).execute();
      if (!ids.length) return 0;
      const result = await executor
        .deleteFrom('audit_events')
        .where(
          'id',
          'in',
          ids.map((row) => row.id),
        )
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type AuditRepo = ReturnType<typeof auditRepo>;
