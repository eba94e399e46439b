import type { FastifyInstance, FastifyRequest } from 'fastify';
import { TOKEN_USE_RECORD_MS } from '../../contract/audit-events';
import type { Db } from '../db/database';
import type { Executor } from '../db/repositories';
import { type AuditEntry, type AuditOrigin, auditRepo } from './audit-repo';

/** What a route names of a record: the person and the origin come from the request unless given. */
export type RequestAuditEntry = Omit<AuditEntry, 'actorId' | 'account'> & { actor?: { id: number; account: string | null } | null; account?: string | null };

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Records what this request did, with its person (or `entry.actor`), address and user agent. Never
     * rejects: a record that cannot be written is logged, and the request goes on.
     */
    audit(entry: RequestAuditEntry): Promise<void>;
  }
}

interface Logger {
  error(details: object, message: string): void;
}

/** How many (token, address) pairs the use record remembers before it forgets the stale ones. */
const REMEMBERED_USES_MAX = 10_000;

function headerValue(request: FastifyRequest, name: string): string | null {
  const value = request.headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? null;
}

/** The request's origin: `request.ip` is the client's own address only through the proxies TRUST_PROXY lists. */
export function originOfRequest(request: FastifyRequest): AuditOrigin {
  return { ip: request.ip ?? null, userAgent: headerValue(request, 'user-agent'), tokenId: request.accessToken?.id ?? null };
}

/**
 * The audit's writer. A record is one insert, awaited so it is in the history once the response is, but a
 * failed insert is logged and swallowed: a download or a sign-in never fails for its record.
 */
export function auditLog(db: Db, log: Logger, now: () => number = Date.now) {
  const repo = auditRepo(db);
  /** When each (token, address) was last recorded by this process. */
  const uses = new Map<string, number>();

  async function record(entry: AuditEntry, origin: AuditOrigin): Promise<void> {
    try {
      await repo.insert(entry, origin, now());
    } catch (error) {
      log.error({ err: error, action: entry.action }, 'audit record not written');
    }
  }

  return {
    record,

    /** A record written in the caller's transaction, for a change that must not stand without it. */
    async recordWith(executor: Executor, entry: AuditEntry, origin: AuditOrigin = { ip: null, userAgent: null, tokenId: null }) {
      await auditRepo(executor).insert(entry, origin, now());
    },

    /**
     * A call with an access token: recorded when this (token, address) was not recorded in the last few
     * minutes by this process, so a pipeline's thousand calls make one record per address and span.
     */
    async tokenUse(request: FastifyRequest, actor: { id: number; account: string }, token: { id: number; name: string }): Promise<void> {
      const origin = originOfRequest(request);
      const key = `${token.id}|${origin.ip ?? ''}`;
      const at = now();
      const last = uses.get(key);
      if (last !== undefined && at - last < TOKEN_USE_RECORD_MS) return;
      if (uses.size >= REMEMBERED_USES_MAX) {
        for (const [remembered, time] of uses) if (at - time >= TOKEN_USE_RECORD_MS) uses.delete(remembered);
        if (uses.size >= REMEMBERED_USES_MAX) uses.clear();
      }
      uses.set(key, at);
      await record({ action: 'ACCESS_TOKEN_USE', actorId: actor.id, account: actor.account, subjectId: token.id, subjectName: token.name }, origin);
    },

    /** Gives every request of `app` its `audit(entry)`. */
    install(app: FastifyInstance) {
      app.decorateRequest('audit', function audit(this: FastifyRequest, entry: RequestAuditEntry) {
        const { actor: named, account, ...rest } = entry;
        const actor = named === undefined ? this.actor : named;
        return record({ ...rest, actorId: actor?.id ?? null, account: account ?? actor?.account ?? null }, originOfRequest(this));
      });
    },
  };
}

export type AuditLog = ReturnType<typeof auditLog>;
