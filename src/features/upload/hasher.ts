import { createMD5 } from 'hash-wasm';
import SparkMD5 from 'spark-md5';

/** An incremental MD5, whichever implementation backs it. */
interface Md5 {
  readonly implementation: Md5Implementation;
  update(data: Uint8Array): void;
  /** Lower-case hex. */
  digest(): string;
}

type Md5Implementation = 'hash-wasm' | 'spark-md5';

interface HashBlobOptions {
  signal?: AbortSignal;
  /** Called after each slice with the bytes hashed so far. */
  onProgress?: (hashedBytes: number, totalBytes: number) => void;
  /** Bytes read per step: large enough to keep per-call overhead low, small enough to stay responsive. */
  sliceSize?: number;
  /** Leave unset to take WebAssembly where the runtime allows it. */
  implementation?: Md5Implementation;
}

export type HashBlob = (blob: Blob, options?: HashBlobOptions) => Promise<string>;

const DEFAULT_SLICE = 4 * 1024 * 1024;

function sparkMd5(): Md5 {
  const spark = new SparkMD5.ArrayBuffer();
  return {
    implementation: 'spark-md5',
    update(data) {
      // spark-md5 takes an ArrayBuffer; copy only when the view does not cover its whole buffer.
      const whole = data.byteOffset === 0 && data.byteLength === data.buffer.byteLength && data.buffer instanceof ArrayBuffer;
      spark.append(whole ? (data.buffer as ArrayBuffer) : data.slice().buffer);
    },
    digest: () => spark.end(),
  };
}

/**
 * hash-wasm's MD5 runs about five times faster than spark-md5 in Chromium (ARCHITECTURE §3); spark-md5
 * stays as the fallback for runtimes where WebAssembly is missing or a policy forbids compiling it.
 */
export async function createMd5(implementation?: Md5Implementation): Promise<Md5> {
  if (implementation === 'spark-md5') return sparkMd5();
  if (typeof WebAssembly !== 'object') {
    if (implementation === 'hash-wasm') throw new Error('WebAssembly is not available');
    return sparkMd5();
  }
  try {
    const hasher = await createMD5();
    hasher.init();
    return {
      implementation: 'hash-wasm',
      update: (data) => void hasher.update(data),
      digest: () => hasher.digest('hex'),
    };
  } catch (error) {
    if (implementation === 'hash-wasm') throw error;
    return sparkMd5();
  }
}

/**
 * Lets the thread's waiting tasks run. A Blob stream's reads resolve without giving the event loop a
 * turn, so a hash loop of awaits alone keeps the thread to itself for the whole file: in the service
 * worker, the answers of the upload's own requests then wait until the hash is done, and no chunk is sent
 * meanwhile. A message to oneself is a task, and it is not held back like a nested timeout;
 * `scheduler.yield()` is no use here, since its continuation runs ahead of the tasks that were waiting.
 */
function giveWay(): Promise<void> {
  if (typeof MessageChannel !== 'function') return new Promise((resolve) => setTimeout(resolve, 0));
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}

function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The hash was aborted', 'AbortError');
}

/** A reader that fills the buffers it is handed, where the runtime's Blob streams offer one. */
function byobReader(blob: Blob): ReadableStreamBYOBReader | null {
  if (typeof blob.stream !== 'function') return null;
  try {
    return blob.stream().getReader({ mode: 'byob' });
  } catch {
    return null;
  }
}

/**
 * The MD5 of a Blob, in bounded memory, rejecting with the signal's reason when aborted and with the
 * read error when the bytes cannot be read. The bytes come from the Blob's stream into one reused
 * buffer: in Chromium that costs about a quarter of the CPU of reading the same bytes as
 * `slice().arrayBuffer()` pieces (256 MB: 0.6-0.9 s against 3.1-3.4 s), CPU the upload's own requests
 * need on a busy machine. Slices remain for files of one slice and for runtimes whose Blob streams
 * cannot fill a given buffer.
 */
export const md5OfBlob: HashBlob = async (blob, options = {}) => {
  const { signal, onProgress } = options;
  const sliceSize = options.sliceSize ?? DEFAULT_SLICE;
  if (signal?.aborted) throw abortError(signal);
  const md5 = await createMd5(options.implementation);
  // A file of one slice is one read either way, without a stream to set up.
  const reader = blob.size > sliceSize ? byobReader(blob) : null;
  let offset = 0;
  if (reader) {
    try {
      let buffer = new ArrayBuffer(sliceSize);
      for (;;) {
        const { done, value } = await reader.read(new Uint8Array(buffer));
        if (signal?.aborted) throw abortError(signal);
        if (done || !value) break;
        md5.update(value);
        offset += value.byteLength;
        onProgress?.(offset, blob.size);
        await giveWay();
        // The view handed to read() is detached; its bytes come back in `value`, whose buffer goes round again.
        buffer = value.buffer as ArrayBuffer;
      }
    } finally {
      void reader.cancel().catch(() => undefined);
    }
    return md5.digest();
  }
  while (offset < blob.size) {
    const end = Math.min(offset + sliceSize, blob.size);
    const bytes = new Uint8Array(await blob.slice(offset, end).arrayBuffer());
    if (signal?.aborted) throw abortError(signal);
    md5.update(bytes);
    offset = end;
    onProgress?.(offset, blob.size);
  }
  return md5.digest();
};
