import cluster from 'node:cluster';
import type { Socket } from 'node:net';
import { JOB_WORKER, SLOT_VARIABLE, type ToPrimary, type ToWorker } from './protocol';

/** How long a request to another worker may take; its target may be restarting meanwhile. */
const REQUEST_TIMEOUT_MS = 60_000;

type Handler = (body: unknown, from: number) => Promise<unknown> | unknown;

/**
 * This process's line to the primary and, through it, to the other workers of the same server. Only a
 * worker forked by `server/cluster/primary.ts` has one; a single-process server (WORKERS=1), the tests'
 * in-process apps and the command-line tools have none (`workerLink()` is null) and keep all state here.
 */
export interface WorkerLink {
  /** This worker's place, 0 … workers-1; a replacement takes the place of the worker it replaces. */
  readonly slot: number;
  readonly workers: number;
  /** The one worker that runs periodic jobs and scans. */
  readonly runsJobs: boolean;
  /** Asks the worker in `to` (or the primary) and waits for its answer; the target's handler may throw. */
  request<T>(to: number | 'primary', kind: string, body: unknown): Promise<T>;
  /** Answers requests of `kind` from other workers. */
  handle(kind: string, handler: Handler): void;
  /** Tells every other worker; nothing is answered. */
  cast(kind: string, body: unknown): void;
  onCast(kind: string, listener: (body: unknown) => void): void;
  /** Connections the primary hands over, with the bytes it read from them first. */
  onConnection(listener: (socket: Socket, head: Buffer) => void): void;
  /** Tells the primary this worker takes connections and requests now. */
  ready(): void;
}

let link: WorkerLink | null | undefined;

export function workerLink(): WorkerLink | null {
  if (link === undefined) link = cluster.isWorker && process.env[SLOT_VARIABLE] !== undefined ? connect() : null;
  return link;
}

function connect(): WorkerLink {
  const slot = Number(process.env[SLOT_VARIABLE]);
  const workers = Number(process.env.WORKERS);
  const send = (message: ToPrimary) => process.send?.(message);
  const handlers = new Map<string, Handler>();
  const listeners = new Map<string, ((body: unknown) => void)[]>();
  const waiting = new Map<number, { resolve: (body: unknown) => void; reject: (error: Error) => void; timer: NodeJS.Timeout }>();
  let connectionListener: ((socket: Socket, head: Buffer) => void) | undefined;
  let nextId = 1;

  async function answer(message: Extract<ToWorker, { t: 'request' }>) {
    const handler = handlers.get(message.kind);
    try {
      if (!handler) throw new Error(`no handler for ${message.kind}`);
      send({ t: 'answer', id: message.id, to: message.from, ok: true, body: (await handler(message.body, message.from)) ?? null });
    } catch (error) {
      send({ t: 'answer', id: message.id, to: message.from, ok: false, body: error instanceof Error ? error.message : String(error) });
    }
  }

  process.on('message', (message: ToWorker, handle?: unknown) => {
    switch (message?.t) {
      case 'connection':
        if (connectionListener && handle) connectionListener(handle as Socket, Buffer.from(message.head, 'base64'));
        else (handle as Socket | undefined)?.destroy();
        break;
      case 'request':
        void answer(message);
        break;
      case 'answer': {
        const pending = waiting.get(message.id);
        if (!pending) break;
        waiting.delete(message.id);
        clearTimeout(pending.timer);
        if (message.ok) pending.resolve(message.body);
        else pending.reject(new Error(String(message.body)));
        break;
      }
      case 'cast':
        for (const listener of listeners.get(message.kind) ?? []) listener(message.body);
        break;
    }
  });

  return {
    slot,
    workers,
    runsJobs: slot === JOB_WORKER,
    request<T>(to: number | 'primary', kind: string, body: unknown) {
      const id = nextId++;
      return new Promise<T>((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.delete(id);
          reject(new Error(`${kind}: no answer from ${to}`));
        }, REQUEST_TIMEOUT_MS);
        timer.unref();
        waiting.set(id, { resolve: resolve as (body: unknown) => void, reject, timer });
        send({ t: 'request', id, to, kind, body });
      });
    },
    handle(kind, handler) {
      handlers.set(kind, handler);
    },
    cast(kind, body) {
      send({ t: 'cast', kind, body });
    },
    onCast(kind, listener) {
      listeners.set(kind, [...(listeners.get(kind) ?? []), listener]);
    },
    onConnection(listener) {
      connectionListener = listener;
    },
    ready() {
      send({ t: 'ready' });
    },
  };
}
