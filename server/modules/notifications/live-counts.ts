import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { workerLink } from '../../cluster/worker-link';

interface Logger {
  warn(object: unknown, message: string): void;
}

type Listener = () => void;

/**
 * Carries "these people's unread counts changed" to every open stream, wherever it is served: at once to
 * this process's streams, through Redis (when configured) to the other instances and to the scan workers'
 * events, and without Redis to the other workers of this server through their primary (as the wiki's
 * access changes travel, `wiki/collab-access.ts`). Each process then reads the count again for its own
 * streams of those people.
 */
export function liveCounts(config: { redisUrl: string | null | undefined; channel: string }, log: Logger) {
  const instance = randomUUID();
  const listeners = new Map<number, Set<Listener>>();
  let pub: Redis | null = null;
  let sub: Redis | null = null;

  function wake(userIds: readonly number[]) {
    for (const id of userIds) for (const listener of listeners.get(id) ?? []) listener();
  }

  function idsOf(value: unknown): number[] {
    return (Array.isArray(value) ? value : []).map(Number).filter(Number.isInteger);
  }

  if (config.redisUrl) {
    pub = new Redis(config.redisUrl, { lazyConnect: false, maxRetriesPerRequest: 2 });
    sub = pub.duplicate();
    sub.on('message', (channel: string, raw: string) => {
      if (channel !== config.channel) return;
      try {
        const message = JSON.parse(raw) as { from: string; userIds: unknown };
        if (message.from !== instance) wake(idsOf(message.userIds));
      } catch (error) {
        log.warn({ error }, 'unreadable notification count change');
      }
    });
    sub.subscribe(config.channel).catch((error: unknown) => log.warn({ error }, 'notification counts not subscribed'));
  }
  const peers = pub ? null : workerLink();
  peers?.onCast(config.channel, (userIds) => wake(idsOf(userIds)));

  return {
    /** These people's unread counts changed; call after the change is committed. */
    changed(userIds: readonly number[]) {
      if (!userIds.length) return;
      wake(userIds);
      peers?.cast(config.channel, userIds);
      pub?.publish(config.channel, JSON.stringify({ from: instance, userIds })).catch((error: unknown) => log.warn({ error }, 'notification count change not published'));
    },

    /** Calls `listener` whenever the person's count may have changed, until the returned function is called. */
    listen(userId: number, listener: Listener): () => void {
      const set = listeners.get(userId) ?? new Set<Listener>();
      set.add(listener);
      listeners.set(userId, set);
      return () => {
        set.delete(listener);
        if (!set.size) listeners.delete(userId);
      };
    },

    async close() {
      listeners.clear();
      await Promise.allSettled([sub?.quit(), pub?.quit()]);
    },
  };
}

export type LiveCounts = ReturnType<typeof liveCounts>;
