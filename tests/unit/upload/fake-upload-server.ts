import { createHash, randomBytes } from 'node:crypto';
import { chunkFields, chunkQuery, permitBody, permitQuery, type ChunkResult, type Permit } from '../../../contract/upload';
import type { UploadRequestInit, UploadTransport } from '../../../src/features/upload/types';

/**
 * The upload protocol of contract/upload.ts held in memory: part buffers written at their offsets, the
 * chunks each upload holds, the whole-file MD5 checked (node:crypto) when the set is complete, and a
 * content store that makes a known MD5 and size instant. Requests can be failed or held on purpose,
 * and every one is logged in order so tests can assert what happened when.
 */

export const API_PREFIX = '/api';
const TARGET = `${API_PREFIX}/ms/doc/api/user/doc/upload/chunk`;
const PERMIT_PATH = /^\/api\/ms\/doc\/api\/user\/doc\/(\d+)\/get_upload_permit$/;

export interface RequestInfo {
  kind: 'permit' | 'test' | 'chunk';
  identifier?: string;
  chunkNumber?: number;
  fileMd5?: string;
}

export type LogEntry = RequestInfo & { at: 'request' | 'answer'; status?: number } | { kind: 'mark'; label: string };

interface Upload {
  identifier: string;
  libraryId: number;
  parentId: number;
  fileId: number | null;
  name: string;
  relativePath: string;
  size: number;
  chunkSize: number;
  totalChunks: number;
  part: Uint8Array;
  held: Set<number>;
  fileMd5: string | null;
  nodeId: number | null;
}

export interface StoredNode {
  id: number;
  libraryId: number;
  parentId: number;
  fileId: number | null;
  name: string;
  relativePath: string;
  md5: string;
  bytes: Uint8Array;
}

type Answer = { status: number; body?: unknown; text?: string } | 'network';

interface Fault {
  match: (info: RequestInfo) => boolean;
  answer: Answer;
  times: number;
}

export interface Gate {
  /** Requests waiting at the gate now. */
  readonly waiting: number;
  /** Resolves once `count` requests are waiting. */
  reached(count: number): Promise<void>;
  release(): void;
}

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function ok(data: unknown): Response {
  return json(200, { status: 0, message: 'success', data });
}

function refuse(status: number, message: string): Response {
  return json(status, { status, message, data: null });
}

export function md5Hex(bytes: Uint8Array): string {
  return createHash('md5').update(bytes).digest('hex');
}

function abortError(): DOMException {
  return new DOMException('The request was aborted', 'AbortError');
}

export class FakeUploadServer {
  readonly log: LogEntry[] = [];
  readonly nodes = new Map<number, StoredNode>();
  /** How many times each chunk's bytes were stored, by `identifier:chunkNumber`. */
  readonly stored = new Map<string, number>();
  readonly uploads = new Map<string, Upload>();
  /** Chunk POSTs being handled at once, and the most there ever were. */
  inFlight = 0;
  maxInFlight = 0;
  private readonly blobs = new Map<string, Uint8Array>();
  private readonly faults: Fault[] = [];
  private readonly gates: { match: (info: RequestInfo) => boolean; waiters: (() => void)[]; open: boolean; watchers: (() => void)[] }[] = [];
  private nextNode = 100;

  readonly transport: UploadTransport = (url, init) => this.handle(url, init);

  /** Makes the next `times` matching requests fail with `answer`. */
  fail(match: (info: RequestInfo) => boolean, answer: Answer, times = 1): void {
    this.faults.push({ match, answer, times });
  }

  /** Holds matching requests until released, so a test can see what the client does meanwhile. */
  hold(match: (info: RequestInfo) => boolean): Gate {
    const gate = { match, waiters: [] as (() => void)[], open: false, watchers: [] as (() => void)[] };
    this.gates.push(gate);
    return {
      get waiting() {
        return gate.waiters.length;
      },
      reached: (count) =>
        new Promise<void>((resolve) => {
          const check = () => {
            if (gate.waiters.length >= count) resolve();
            else gate.watchers.push(check);
          };
          check();
        }),
      release: () => {
        gate.open = true;
        for (const wake of gate.waiters.splice(0)) wake();
      },
    };
  }

  mark(label: string): void {
    this.log.push({ kind: 'mark', label });
  }

  /** Seeds content the server already holds, as if someone uploaded it before. */
  seed(bytes: Uint8Array): void {
    this.blobs.set(`${md5Hex(bytes)}:${bytes.length}`, bytes);
  }

  chunkPosts(identifier?: string): number[] {
    return this.log.flatMap((entry) =>
      entry.kind === 'chunk' && entry.at === 'request' && (identifier === undefined || entry.identifier === identifier) ? [entry.chunkNumber!] : [],
    );
  }

  private async handle(url: string, init: UploadRequestInit): Promise<Response> {
    if (init.signal.aborted) throw abortError();
    const parsed = new URL(url, 'http://librarium.test');
    const info = await this.describe(parsed, init);
    this.log.push({ ...info, at: 'request' });
    const isPost = info.kind === 'chunk';
    if (isPost) {
      this.inFlight += 1;
      this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
    }
    try {
      await this.pass(info, init.signal);
      const fault = this.faults.find((candidate) => candidate.times > 0 && candidate.match(info));
      if (fault) {
        fault.times -= 1;
        if (fault.answer === 'network') throw new TypeError('fetch failed');
        const { status, body, text } = fault.answer;
        this.log.push({ ...info, at: 'answer', status });
        return text !== undefined ? new Response(text, { status }) : json(status, body ?? { status, message: `refused ${status}`, data: null });
      }
      const response = await this.route(parsed, init, info);
      this.log.push({ ...info, at: 'answer', status: response.status });
      return response;
    } finally {
      if (isPost) this.inFlight -= 1;
    }
  }

  private async describe(url: URL, init: UploadRequestInit): Promise<RequestInfo> {
    if (PERMIT_PATH.test(url.pathname)) {
      const body = JSON.parse(String(init.body)) as { identifier?: string; fileMd5?: string };
      return { kind: 'permit', identifier: body.identifier, fileMd5: body.fileMd5 };
    }
    if (init.method === 'GET') {
      return { kind: 'test', identifier: url.searchParams.get('identifier') ?? undefined, chunkNumber: Number(url.searchParams.get('chunkNumber')) };
    }
    const form = init.body as FormData;
    const fileMd5 = form.get('fileMd5');
    return {
      kind: 'chunk',
      identifier: String(form.get('identifier')),
      chunkNumber: Number(form.get('chunkNumber')),
      ...(typeof fileMd5 === 'string' ? { fileMd5 } : {}),
    };
  }

  /** A tick of latency for every request, plus any gate that holds it; an abort ends the wait. */
  private pass(info: RequestInfo, signal: AbortSignal): Promise<void> {
    return new Promise((resolve, reject) => {
      const gates = this.gates.filter((gate) => !gate.open && gate.match(info));
      let pending = gates.length + 1;
      const done = () => {
        pending -= 1;
        if (pending === 0) {
          signal.removeEventListener('abort', onAbort);
          resolve();
        }
      };
      const onAbort = () => reject(abortError());
      signal.addEventListener('abort', onAbort, { once: true });
      setTimeout(done, 1);
      for (const gate of gates) {
        gate.waiters.push(done);
        for (const watch of gate.watchers.splice(0)) watch();
      }
    });
  }

  private async route(url: URL, init: UploadRequestInit, info: RequestInfo): Promise<Response> {
    const permitPath = PERMIT_PATH.exec(url.pathname);
    if (permitPath && init.method === 'POST') return this.permit(Number(permitPath[1]), url, String(init.body));
    if (url.pathname !== TARGET) return refuse(404, 'Not Found');
    if (init.method === 'GET') return this.test(url);
    // The bytes go through a real multipart encoding, as they would on the wire.
    const form = await new Response(init.body as FormData).formData();
    return this.chunk(form, info);
  }

  private permit(libraryId: number, url: URL, text: string): Response {
    const query = permitQuery.safeParse(Object.fromEntries(url.searchParams));
    const body = permitBody.safeParse(JSON.parse(text));
    if (!query.success || !body.success) return refuse(400, 'Bad request');
    const { name, relativePath, size, totalChunk, chunkSize, parentId, fileMd5, identifier } = body.data;
    if (totalChunk !== Math.max(1, Math.floor(size / chunkSize))) return refuse(400, 'totalChunk does not match size and chunkSize');
    const fileId = query.data.fileId ?? null;
    let upload = identifier ? this.uploads.get(identifier) : undefined;
    if (upload && (upload.size !== size || upload.name !== name || upload.libraryId !== libraryId)) upload = undefined;
    if (!upload) {
      // As the server reads it: a path ending in the file's own name is the file's path.
      const folders = relativePath.split('/').filter((segment) => segment !== '');
      if (folders.at(-1) === name) folders.pop();
      upload = {
        identifier: randomBytes(16).toString('hex'),
        libraryId,
        parentId,
        fileId,
        name,
        relativePath: folders.join('/'),
        size,
        chunkSize,
        totalChunks: totalChunk,
        part: new Uint8Array(size),
        held: new Set(),
        fileMd5: null,
        nodeId: null,
      };
      this.uploads.set(upload.identifier, upload);
    }
    if (fileMd5) upload.fileMd5 = fileMd5;
    const known = fileMd5 ? this.blobs.get(`${fileMd5}:${size}`) : undefined;
    if (known && upload.nodeId === null) {
      upload.nodeId = this.createNode(upload, fileMd5!, known);
      return ok(this.permitOf(upload, true));
    }
    return ok(this.permitOf(upload, false));
  }

  private permitOf(upload: Upload, instant: boolean): Permit {
    return {
      identifier: upload.identifier,
      target: TARGET,
      chunkSize: upload.chunkSize,
      totalChunks: upload.totalChunks,
      uploadedChunks: instant ? [] : [...upload.held].sort((a, b) => a - b),
      instant,
      nodeId: upload.nodeId,
    };
  }

  private test(url: URL): Response {
    const query = chunkQuery.safeParse(Object.fromEntries(url.searchParams));
    if (!query.success) return refuse(400, 'Bad request');
    const upload = this.uploads.get(query.data.identifier);
    if (!upload) return refuse(404, 'Upload not found');
    // An absent chunk is 204, never 404: 404 is a permanent error to the uploader (ARCHITECTURE §3).
    return upload.held.has(query.data.chunkNumber) ? ok(null) : new Response(null, { status: 204 });
  }

  private async chunk(form: FormData, info: RequestInfo): Promise<Response> {
    const keys = [...form.keys()];
    if (keys[keys.length - 1] !== 'file') return refuse(400, 'The file part must come last');
    const fields = chunkFields.safeParse(Object.fromEntries(keys.filter((key) => key !== 'file').map((key) => [key, form.get(key)])));
    const file = form.get('file');
    if (!fields.success || !(file instanceof Blob)) return refuse(400, 'Bad request');
    const { chunkNumber, chunkSize, currentChunkSize, totalSize, totalChunks, identifier, fileMd5 } = fields.data;
    const upload = this.uploads.get(identifier);
    if (!upload) return refuse(404, 'Upload not found');
    if (chunkSize !== upload.chunkSize || totalChunks !== upload.totalChunks || totalSize !== upload.size) return refuse(400, 'Chunk does not fit the upload');
    if (chunkNumber > upload.totalChunks) return refuse(400, 'chunkNumber out of range');
    const start = (chunkNumber - 1) * upload.chunkSize;
    const end = chunkNumber === upload.totalChunks ? upload.size : start + upload.chunkSize;
    const bytes = new Uint8Array(await file.arrayBuffer());
    if (bytes.length !== end - start || currentChunkSize !== bytes.length) return refuse(400, 'Chunk size does not match');
    upload.part.set(bytes, start);
    upload.held.add(chunkNumber);
    const key = `${identifier}:${info.chunkNumber}`;
    this.stored.set(key, (this.stored.get(key) ?? 0) + 1);
    if (fileMd5) upload.fileMd5 = fileMd5;
    if (upload.nodeId === null && upload.held.size === upload.totalChunks && upload.fileMd5) {
      const actual = md5Hex(upload.part);
      if (actual !== upload.fileMd5) {
        // Nothing is created; the chunk that carried the wrong MD5 must come again with the right one.
        upload.held.delete(chunkNumber);
        return refuse(400, 'The file MD5 does not match its content');
      }
      this.blobs.set(`${actual}:${upload.size}`, upload.part);
      upload.nodeId = this.createNode(upload, actual, upload.part);
    }
    const result: ChunkResult = { complete: upload.nodeId !== null, nodeId: upload.nodeId, uploadedChunks: upload.held.size };
    return ok(result);
  }

  private createNode(upload: Upload, md5: string, bytes: Uint8Array): number {
    const id = this.nextNode++;
    this.nodes.set(id, {
      id,
      libraryId: upload.libraryId,
      parentId: upload.parentId,
      fileId: upload.fileId,
      name: upload.name,
      relativePath: upload.relativePath,
      md5,
      bytes,
    });
    return id;
  }
}
