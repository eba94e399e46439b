import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { workerLink } from '../../cluster/worker-link';

interface Logger {
  warn(object: unknown, message: string): void;
}

/** Which open connections a grant change concerns: those of pages in these libraries, or all (`null`). */
export type AccessScope = readonly number[] | null;

/**
 * Carries "access to these libraries changed" to every instance of live editing: at once on this one,
 * and through Redis (when configured) to the others, whose sockets may edit the same pages; without
 * Redis, to the other workers of this server through their primary. Each instance then checks its open
 * connections again (`recheck`).
 */
export function collabAccessChanges(config: { redisUrl: string | null | undefined; channel: string }, recheck: (scope: AccessScope) => void, log: Logger) {
  const instance = randomUUID();
  let pub: Redis | null = null;
  let sub: Redis | null = null;
  if (config.redisUrl) {
    pub = new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 });
    sub = pub.duplicate();
    sub.on('message', (channel: string, raw: string) => {
      if (channel !== config.channel) return;
      try {
        const message = JSON.parse(raw) as { from: string; libraryIds: number[] | null };
        if (message.from !== instance) recheck(message.libraryIds);
      } catch (error) {
        log.warn({ error }, 'unreadable wiki access change');
      }
    });
    sub.subscribe(config.channel).catch((error: unknown) => log.warn({ error }, 'wiki access changes not subscribed'));
  }
  const peers = pub ? null : workerLink();
  peers?.onCast(config.channel, (libraryIds) => recheck(libraryIds as AccessScope));

  return {
    /** Access to pages of these libraries (all libraries: `null`) changed; call after the change is committed. */
    changed(libraryIds: AccessScope) {
      recheck(libraryIds);
      peers?.cast(config.channel, libraryIds);
      pub?.publish(config.channel, JSON.stringify({ from: instance, libraryIds })).catch((error: unknown) => log.warn({ error }, 'wiki access change not published'));
    },

    async close() {
      await Promise.allSettled([sub?.quit(), pub?.quit()]);
    },
  };
}

/** The libraries a call names by its argument: one id or a list of ids. */
export function librariesNamed(value: unknown): AccessScope {
  const ids = (Array.isArray(value) ? value : [value]).map(Number).filter(Number.isInteger);
  return ids;
}

/**
 * The service with each listed method reporting, once it succeeded, the libraries whose access it may
 * have changed (`scopeOf` reads them from the call's arguments). A failed call changed nothing.
 */
export function reportingAccessChanges<S extends object>(
  service: S,
  scopeOf: Partial<Record<keyof S, (args: unknown[]) => AccessScope>>,
  changed: (scope: AccessScope) => void,
): S {
  const wrapped = { ...service };
  for (const [name, scope] of Object.entries(scopeOf) as [keyof S, (args: unknown[]) => AccessScope][]) {
    const method = service[name] as unknown as (...args: unknown[]) => Promise<unknown>;
    wrapped[name] = (async (...args: unknown[]) => {
      const result = await method.apply(service, args);
      changed(scope(args));
      return result;
    }) as S[keyof S];
  }
  return wrapped;
}
