import { Worker } from 'node:worker_threads';

/**
 * SHA-256 and MD5 of uploads, computed on a thread of their own: hashing a large upload costs about as
 * much CPU as receiving it, and on the request thread it would hold up the parsing and writing of every
 * chunk in flight. The thread reads the byte ranges from disk itself, so no bytes cross between threads.
 * One thread serves the process; the hashes of an upload live there under its key until digested or dropped.
 *
 * The thread's code is plain JavaScript given as a string: it runs the same under tsx, the test runner
 * and any build, with no loader of its own.
 */
const THREAD_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { createHash } = require('node:crypto');
const fs = require('node:fs');
const block = Buffer.allocUnsafe(4 * 1024 * 1024);
const states = new Map();
function hashRange(key, file, start, end) {
  let state = states.get(key);
  if (!state) {
    state = { md5: createHash('md5'), sha256: createHash('sha256') };
    states.set(key, state);
  }
  const fd = fs.openSync(file, 'r');
  try {
    for (let position = start; position < end; ) {
      const bytesRead = fs.readSync(fd, block, 0, Math.min(block.length, end - position), position);
      if (bytesRead === 0) throw new Error('the file ends at ' + position + ', before ' + end);
      const bytes = block.subarray(0, bytesRead);
      state.md5.update(bytes);
      state.sha256.update(bytes);
      position += bytesRead;
    }
  } finally {
    fs.closeSync(fd);
  }
}
parentPort.on('message', (message) => {
  const { call, op, key } = message;
  try {
    if (op === 'range') {
      hashRange(key, message.file, message.start, message.end);
      parentPort.postMessage({ call });
    } else if (op === 'digest') {
      const state = states.get(key);
      if (!state) throw new Error('no bytes were hashed under ' + key);
      states.delete(key);
      parentPort.postMessage({ call, hashes: { md5: state.md5.digest('hex'), sha256: state.sha256.digest('hex') } });
    } else {
      states.delete(key);
      parentPort.postMessage({ call });
    }
  } catch (error) {
    states.delete(key);
    parentPort.postMessage({ call, error: error instanceof Error ? error.message : String(error) });
  }
});
`;

export interface FileHashes {
  md5: string;
  sha256: string;
}

interface Answer {
  call: number;
  error?: string;
  hashes?: FileHashes;
}

type Request = { op: 'range'; key: string; file: string; start: number; end: number } | { op: 'digest'; key: string } | { op: 'drop'; key: string };

let thread: Worker | null = null;
let calls = 0;
const waiting = new Map<number, { resolve: (answer: Answer) => void; reject: (error: Error) => void }>();

function hashThread(): Worker {
  if (thread) return thread;
  const started = new Worker(THREAD_SOURCE, { eval: true });
  // An idle hash thread never keeps the process alive.
  started.unref();
  started.on('message', (answer: Answer) => {
    const waiter = waiting.get(answer.call);
    waiting.delete(answer.call);
    if (!waiter) return;
    if (answer.error) waiter.reject(new Error(answer.error));
    else waiter.resolve(answer);
  });
  const lost = (error: Error) => {
    if (thread === started) thread = null;
    // The hashes it held are gone with it; their uploads hash their files again when they finish.
    for (const waiter of waiting.values()) waiter.reject(error);
    waiting.clear();
  };
  started.on('error', lost);
  started.on('exit', (code) => lost(new Error(`the hash thread stopped (${code})`)));
  thread = started;
  return started;
}

function ask(request: Request): Promise<Answer> {
  const call = ++calls;
  const worker = hashThread();
  return new Promise((resolve, reject) => {
    waiting.set(call, { resolve, reject });
    worker.ref();
    worker.postMessage({ ...request, call });
  }).finally(() => {
    if (!waiting.size) thread?.unref();
  }) as Promise<Answer>;
}

let keys = 0;

/** Hashes kept on the hash thread, fed byte ranges of files in order, for one upload's whole file. */
export class ThreadHashes {
  private readonly key = `hashes-${++keys}`;

  /** Feeds bytes `start` to `end` (exclusive) of `file` to the hashes. */
  async update(file: string, start: number, end: number): Promise<void> {
    if (end > start) await ask({ op: 'range', key: this.key, file, start, end });
  }

  /** The hashes of everything fed; they are forgotten on the thread afterwards. */
  async digest(): Promise<FileHashes> {
    return (await ask({ op: 'digest', key: this.key })).hashes!;
  }

  /** Forgets the hashes without a result. */
  drop(): void {
    void ask({ op: 'drop', key: this.key }).catch(() => undefined);
  }
}
