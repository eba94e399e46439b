import cluster, { type Worker } from 'node:cluster';
import net from 'node:net';
import pino from 'pino';
import { memoryThrottleStore } from '../auth/login-throttle';
import type { Config } from '../config';
import { prepareOnce } from './prepare';
import { documentOfRequest, ownerOf, SLOT_VARIABLE, type ToPrimary, type ToWorker } from './protocol';
import { THROTTLE_REQUEST } from './throttle-requests';

/** The first bytes of a connection decide its worker: enough for a request line, and not waited for long. */
const HEAD_BYTES = 8 * 1024;
const HEAD_WAIT_MS = 5_000;
/** A connection or request for a worker that is (re)starting waits this long for it. */
const HOLD_MS = 30_000;
/** How long the workers get to finish what is in flight at shutdown before they are killed. */
const SHUTDOWN_MS = 15_000;
/** A worker that dies this soon after its start is restarted after a growing pause, not at once in a loop. */
const EARLY_DEATH_MS = 10_000;
const MAX_RESTART_PAUSE_MS = 30_000;

interface Slot {
  index: number;
  worker: Worker | null;
  ready: boolean;
  startedAt: number;
  /** Restarts in a row after early deaths: the pause before the next one grows with them. */
  earlyDeaths: number;
  /** What waits for this worker to be ready. */
  held: ((worker: Worker) => void)[];
  /** Requests handed to this worker and not yet answered: answered with an error when it dies. */
  asked: Map<string, { from: number; id: number }>;
}

/**
 * The primary of `npm start` with WORKERS > 1: prepares the data once (migrations, the first
 * administrator, the secret key), forks a worker per slot and replaces any that dies. It accepts every
 * connection itself and hands it to a worker: a live-editing socket to the worker that holds its wiki
 * page (so all editors of one page meet in one process even without Redis), any other round-robin. It
 * also carries the workers' requests and notices to each other, and keeps the state they must share
 * without Redis (failed sign-ins).
 */
export async function runPrimary(config: Config) {
  const log = pino({ level: config.logLevel });
  await prepareOnce(config, log);

  const throttle = memoryThrottleStore();
  const slots: Slot[] = Array.from({ length: config.workers }, (_, index) => ({ index, worker: null, ready: false, startedAt: 0, earlyDeaths: 0, held: [], asked: new Map() }));
  let closing = false;
  let turn = 0;

  /** Runs `deliver` with the slot's worker once it is ready; gives up after `HOLD_MS` with `giveUp`. */
  function whenReady(slot: Slot, deliver: (worker: Worker) => void, giveUp: () => void) {
    if (slot.ready && slot.worker) return deliver(slot.worker);
    let done = false;
    const timer = setTimeout(() => {
      if (done) return;
      done = true;
      slot.held = slot.held.filter((entry) => entry !== wrapped);
      giveUp();
    }, HOLD_MS);
    timer.unref();
    const wrapped = (worker: Worker) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      deliver(worker);
    };
    slot.held.push(wrapped);
  }

  function send(slot: Slot, message: ToWorker) {
    whenReady(slot, (worker) => worker.send(message), () => undefined);
  }

  function answerPrimaryRequest(from: Slot, message: Extract<ToPrimary, { t: 'request' }>) {
    const reply = (ok: boolean, body: unknown) => send(from, { t: 'answer', id: message.id, ok, body });
    const { key, windowMs } = message.body as { key: string; windowMs?: number };
    const work =
      message.kind === THROTTLE_REQUEST.count ? throttle.count(key)
      : message.kind === THROTTLE_REQUEST.bump ? throttle.bump(key, windowMs ?? 0)
      : message.kind === THROTTLE_REQUEST.clear ? throttle.clear(key)
      : Promise.reject(new Error(`no handler for ${message.kind}`));
    work.then(
      (body) => reply(true, body ?? null),
      (error: Error) => reply(false, error.message),
    );
  }

  function onMessage(from: Slot, message: ToPrimary) {
    switch (message.t) {
      case 'ready':
        from.ready = true;
        for (const deliver of from.held.splice(0)) deliver(from.worker!);
        break;
      case 'request': {
        if (message.to === 'primary') return answerPrimaryRequest(from, message);
        const target = slots[message.to];
        if (!target) return send(from, { t: 'answer', id: message.id, ok: false, body: `no worker ${message.to}` });
        const key = `${from.index}:${message.id}`;
        whenReady(
          target,
          (worker) => {
            target.asked.set(key, { from: from.index, id: message.id });
            worker.send({ t: 'request', id: message.id, from: from.index, kind: message.kind, body: message.body } satisfies ToWorker);
          },
          () => send(from, { t: 'answer', id: message.id, ok: false, body: `worker ${message.to} did not start` }),
        );
        break;
      }
      case 'answer': {
        from.asked.delete(`${message.to}:${message.id}`);
        const target = slots[message.to];
        if (target?.ready) target.worker!.send({ t: 'answer', id: message.id, ok: message.ok, body: message.body } satisfies ToWorker);
        break;
      }
      case 'cast':
        // A worker that is starting reads everything afresh, so a notice is for the running ones only.
        for (const slot of slots) if (slot !== from && slot.ready) slot.worker!.send({ t: 'cast', kind: message.kind, body: message.body } satisfies ToWorker);
        break;
    }
  }

  function fork(slot: Slot) {
    const worker = cluster.fork({ [SLOT_VARIABLE]: String(slot.index), WORKERS: String(config.workers) });
    slot.worker = worker;
    slot.ready = false;
    slot.startedAt = Date.now();
    worker.on('message', (message: ToPrimary) => onMessage(slot, message));
    worker.on('exit', (code, signal) => {
      if (slot.worker !== worker) return;
      slot.worker = null;
      slot.ready = false;
      for (const { from, id } of slot.asked.values()) send(slots[from]!, { t: 'answer', id, ok: false, body: `worker ${slot.index} stopped` });
      slot.asked.clear();
      if (closing) return;
      slot.earlyDeaths = Date.now() - slot.startedAt < EARLY_DEATH_MS ? slot.earlyDeaths + 1 : 0;
      const pause = slot.earlyDeaths === 0 ? 0 : Math.min(MAX_RESTART_PAUSE_MS, 500 * 2 ** slot.earlyDeaths);
      log.warn({ slot: slot.index, code, signal, restartInMs: pause }, 'a server worker stopped; starting another in its place');
      setTimeout(() => {
        if (!closing) fork(slot);
      }, pause);
    });
  }

  /** Reads the connection's first bytes, then hands it, with those bytes, to its worker. */
  function route(socket: net.Socket) {
    const chunks: Buffer[] = [];
    let size = 0;
    let routed = false;
    const timer = setTimeout(() => handOver(), HEAD_WAIT_MS);
    const onData = (chunk: Buffer) => {
      chunks.push(chunk);
      size += chunk.length;
      if (chunk.includes(0x0a) || size >= HEAD_BYTES) handOver();
    };
    socket.on('data', onData);
    socket.on('error', () => socket.destroy());
    socket.once('close', () => clearTimeout(timer));

    function handOver() {
      if (routed || socket.destroyed) return;
      routed = true;
      clearTimeout(timer);
      socket.off('data', onData);
      // Stop reading at once: bytes read here after the hand-over would be lost, while bytes left in the
      // kernel's buffer are read by the worker. pause() alone keeps the handle reading into this process.
      (socket as unknown as { _handle?: { readStop?: () => void } })._handle?.readStop?.();
      socket.pause();
      const head = Buffer.concat(chunks);
      const document = documentOfRequest(head, config.apiPrefix);
      handTo(document !== null ? slots[ownerOf(document, slots.length)]! : nextSlot(), socket, head, document === null);
    }
  }

  /**
   * Gives the connection to the slot's worker. One that died an instant ago (before its exit was
   * seen here) fails the hand-over; the connection then goes to the next worker once, unless its page
   * is held by that one.
   */
  function handTo(slot: Slot, socket: net.Socket, head: Buffer, mayMove: boolean) {
    whenReady(
      slot,
      (worker) => {
        if (socket.destroyed) return;
        worker.send({ t: 'connection', head: head.toString('base64') } satisfies ToWorker, socket, { keepOpen: false }, (error) => {
          if (!error) return;
          if (mayMove && !socket.destroyed) handTo(nextSlot(), socket, head, false);
          else socket.destroy();
        });
      },
      () => socket.destroy(),
    );
  }

  /** Round-robin over the ready workers; any worker when none is ready (the connection waits for it). */
  function nextSlot(): Slot {
    for (let tried = 0; tried < slots.length; tried += 1) {
      const slot = slots[turn++ % slots.length]!;
      if (slot.ready) return slot;
    }
    return slots[turn++ % slots.length]!;
  }

  const server = net.createServer({ pauseOnConnect: false }, route);

  async function shutdown(code: number) {
    if (closing) return;
    closing = true;
    log.info('finishing requests in flight in every worker, then stopping');
    server.close();
    const running = slots.flatMap((slot) => (slot.worker && slot.worker.isDead() === false ? [slot.worker] : []));
    const exited = running.map((worker) => new Promise((resolve) => (worker.isDead() ? resolve(null) : worker.once('exit', resolve))));
    for (const worker of running) worker.process.kill('SIGTERM');
    const force = setTimeout(() => {
      for (const worker of running) if (!worker.isDead()) worker.process.kill('SIGKILL');
    }, SHUTDOWN_MS);
    force.unref();
    await Promise.all(exited);
    process.exit(code);
  }
  process.on('SIGINT', () => void shutdown(0));
  process.on('SIGTERM', () => void shutdown(0));

  // Listening before the workers start: a port already taken stops the start at once, with nothing forked.
  // Connections that arrive meanwhile wait for the first worker.
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen({ port: config.port, host: config.host }, () => {
      server.off('error', reject);
      server.on('error', (error) => log.error({ err: error }, 'the server socket failed'));
      resolve();
    });
  });
  for (const slot of slots) fork(slot);
  log.info(`listening on http://${config.host}:${config.port} with ${config.workers} worker processes`);
}
