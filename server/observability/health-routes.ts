import { Redis } from 'ioredis';
import { sql } from 'kysely';
import { z } from 'zod';
import type { Db } from '../db/database';
import type { App } from '../http/types';
import type { BlobStore } from '../storage/blob-store';

/** A dependency slower than this counts as down: a load balancer must not wait on a hung probe. */
const CHECK_TIMEOUT_MS = 3_000;

const checkResult = z.enum(['ok', 'failed', 'not configured']);
type CheckResult = z.infer<typeof checkResult>;
const readiness = z.object({
  status: z.enum(['ready', 'unavailable']),
  checks: z.object({ database: checkResult, storage: checkResult, redis: checkResult }),
});

function withTimeout<T>(work: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * `{prefix}/health/live` answers while the process serves requests; `{prefix}/health/ready` only when
 * the database, the blob store and (when configured) Redis answer too, so a load balancer sends work
 * only to instances that can do it. Neither needs a session, and neither says more than which
 * dependency failed: the reason (host names, credentials in errors) stays in the server log.
 */
export function healthRoutes(app: App, deps: { prefix: string; db: Db; store: BlobStore; redisUrl?: string }): void {
  const redis = deps.redisUrl
    ? new Redis(deps.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1, connectTimeout: CHECK_TIMEOUT_MS, enableOfflineQueue: true })
    : null;
  // A Redis that went away reconnects in the background; its errors are the probe's answer, not a crash.
  redis?.on('error', () => undefined);
  app.addHook('onClose', async () => redis?.disconnect());

  const checks: Record<keyof z.infer<typeof readiness>['checks'], (() => Promise<unknown>) | null> = {
    database: () => sql`select 1`.execute(deps.db),
    storage: () => deps.store.ready(),
    redis: redis ? () => redis.ping() : null,
  };

  const tags = ['health'];
  // Outside the API's sign-in: public, as the document says. Not contract entries, so they name their operations themselves.
  const config = { public: true };
  app.get(
    `${deps.prefix}/health/live`,
    { config, schema: { operationId: 'healthLive', tags, summary: 'The process answers requests (liveness probe)', response: { 200: z.object({ status: z.literal('ok') }) } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const };
    },
  );

  app.get(
    `${deps.prefix}/health/ready`,
    { config, schema: { operationId: 'healthReady', tags, summary: 'The database, the blob store and Redis answer (readiness probe)', response: { 200: readiness, 503: readiness } } },
    async (request, reply) => {
    const results = {} as Record<keyof typeof checks, CheckResult>;
    await Promise.all(
      (Object.entries(checks) as [keyof typeof checks, (typeof checks)[keyof typeof checks]][]).map(async ([name, check]) => {
        if (!check) {
          results[name] = 'not configured';
          return;
        }
        try {
          await withTimeout(check());
          results[name] = 'ok';
        } catch (error) {
          request.log.warn({ dependency: name, reason: error instanceof Error ? error.message : String(error) }, 'readiness check failed');
          results[name] = 'failed';
        }
      }),
    );
    const ready = Object.values(results).every((result) => result !== 'failed');
    reply.code(ready ? 200 : 503).header('cache-control', 'no-store');
    return { status: ready ? ('ready' as const) : ('unavailable' as const), checks: results };
  },
  );
}
