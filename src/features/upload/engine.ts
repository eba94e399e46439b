import { pickedPath, UPLOAD, type Permit, type PermitBody } from '../../../contract/upload';
import { chunkCount, chunkRanges } from './chunk-plan';
import { md5OfBlob, type HashBlob } from './hasher';
import { isAbort, permitUrl, postChunk, requestPermit, testChunk, type Call } from './protocol';
import { failureDetail, isTemporary, retryDelay } from './retry-policy';
import {
  isSignedOut,
  type SkipReason,
  type UploadError,
  type UploadEvent,
  type UploadItemInput,
  type UploadItemSnapshot,
  type UploadListener,
  type UploadTransport,
} from './types';
import { createItem, identityOf, IN_FLIGHT, itemView, persistedState, type Chunk, type Item } from './upload-item';

export interface UploadEngineOptions {
  /** `fetch`, or a wrapper adding the CSRF and account headers; tests pass a fake server. */
  transport: UploadTransport;
  /** The server's API prefix (`/api` by default on the server). */
  apiPrefix: string;
  /** Where an item's permit is asked for: its library's by default; a share link's file request names its own. */
  permitAt?: (input: UploadItemInput) => string;
  /** Spec §4: added files start at once unless turned off. */
  autoStart?: boolean;
  /** Spec §5: the same file for the same target is skipped unless allowed. */
  allowDuplicates?: boolean;
  /** Chunk requests in flight across all items (spec §9: 3). */
  simultaneousUploads?: number;
  /** Chunk size the permit asks for; the permit's answer decides. */
  chunkSize?: number;
  /** Ask the server before sending a chunk it may already hold (resumed uploads and failed chunks). */
  testChunks?: boolean;
  successStatuses?: readonly number[];
  permanentErrors?: readonly number[];
  /**
   * Retries of a chunk the server refused with a status that is neither permanent nor temporary (400,
   * 401, 403, 409, 413…). Network failures and temporary statuses (408, 425, 429, 502-504) retry
   * without limit: the upload must outlast a dropped network or a restarting server.
   */
  maxRetries?: number;
  retryDelayMs?: number;
  maxRetryDelayMs?: number;
  /** Whether the device believes it is online; `navigator.onLine` where there is one. */
  isOnline?: () => boolean;
  hash?: HashBlob;
  now?: () => number;
}

/** Most finalising rounds before a file whose chunks are all stored is declared incomplete. */
const MAX_FINALIZE = 2;

/**
 * Runs uploads of the resumable protocol (contract/upload.ts) with nothing but fetch, Blob slices, abort
 * controllers and timers, so the service worker and the page run the same code. The host owns storage:
 * it writes each 'persist' event's state next to the File and hands both back after a reload.
 */
export class UploadEngine {
  private readonly items = new Map<string, Item>();
  private readonly listeners = new Set<UploadListener>();
  private readonly settledWaiters: (() => void)[] = [];
  private readonly options: Required<Omit<UploadEngineOptions, 'transport' | 'apiPrefix' | 'permitAt'>>;
  private running = 0;
  private hashing = false;
  private pumping = false;
  private pumpAgain = false;
  private disposed = false;

  constructor(private readonly config: UploadEngineOptions) {
    this.options = {
      autoStart: config.autoStart ?? true,
      allowDuplicates: config.allowDuplicates ?? false,
      simultaneousUploads: config.simultaneousUploads ?? UPLOAD.simultaneousUploads,
      chunkSize: config.chunkSize ?? UPLOAD.chunkSize,
      testChunks: config.testChunks ?? true,
      successStatuses: config.successStatuses ?? UPLOAD.successStatuses,
      permanentErrors: config.permanentErrors ?? UPLOAD.permanentErrors,
      maxRetries: config.maxRetries ?? 3,
      retryDelayMs: config.retryDelayMs ?? 1000,
      maxRetryDelayMs: config.maxRetryDelayMs ?? 30_000,
      isOnline: config.isOnline ?? (() => typeof navigator === 'undefined' || navigator.onLine !== false),
      hash: config.hash ?? md5OfBlob,
      now: config.now ?? Date.now,
    };
  }

  on(listener: UploadListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Adds files; a persisted `state` picks up where an earlier engine (before a reload) stopped. */
  add(inputs: readonly UploadItemInput[]): { added: string[]; skipped: { id: string; reason: SkipReason }[] } {
    const added: string[] = [];
    const skipped: { id: string; reason: SkipReason }[] = [];
    for (const input of inputs) {
      const reason = this.skipReason(input);
      if (reason) {
        skipped.push({ id: input.id, reason });
        this.emit({ type: 'skipped', id: input.id, name: input.name, reason });
        continue;
      }
      const item = createItem(input, this.options.autoStart);
      this.items.set(input.id, item);
      added.push(input.id);
      this.changed(item);
    }
    this.pump();
    return { added, skipped };
  }

  /** Starts queued items (all, or one) when auto-start is off. */
  start(id?: string): void {
    for (const item of this.select(id)) {
      if (item.state === 'queued' && !item.started) {
        item.started = true;
        this.changed(item);
      }
    }
    this.pump();
  }

  pause(id: string): void {
    const item = this.items.get(id);
    if (!item || (item.state !== 'queued' && item.state !== 'open')) return;
    this.halt(item);
    item.state = 'paused';
    this.changed(item);
    this.pump();
  }

  /**
   * With an id: resume that paused item. Without: the network, the server or the page may be back
   * (`online`, Background Sync, a reload), so everything waiting to retry tries again now.
   */
  resume(id?: string): void {
    if (id !== undefined) {
      const item = this.items.get(id);
      if (item?.state === 'paused') {
        item.state = 'queued';
        item.started = true;
        this.changed(item);
      }
    } else {
      for (const item of this.items.values()) this.wake(item);
    }
    this.pump();
  }

  retry(id: string): void {
    const item = this.items.get(id);
    if (item?.state !== 'error') return;
    this.requeue(item);
    // Hash again: a stored MD5 that no longer matches the file would fail the same way for ever.
    item.fileMd5 = null;
    item.hashProgress = 0;
    this.changed(item);
    this.pump();
  }

  /**
   * The person signed in again: uploads stopped by the lapsed session go on at once from where they
   * were (the chunks the server holds and the MD5 are kept).
   */
  resumeSignedIn(): void {
    for (const item of this.items.values()) {
      if (item.state !== 'error' || !isSignedOut(item.error)) continue;
      this.requeue(item);
      this.changed(item);
    }
    this.pump();
  }

  /** Back in the queue with a clean slate of failures; chunks the server holds stay held. */
  private requeue(item: Item): void {
    item.state = 'queued';
    item.started = true;
    item.error = null;
    item.finalizing = 0;
    for (const chunk of item.chunks) {
      chunk.failures = 0;
      chunk.refusals = 0;
      if (chunk.status !== 'success') chunk.status = 'pending';
    }
  }

  remove(id: string): void {
    const item = this.items.get(id);
    if (!item) return;
    this.halt(item);
    this.items.delete(id);
    this.emit({ type: 'removed', id, reason: 'removed', error: null });
    this.pump();
  }

  snapshot(): UploadItemSnapshot[] {
    return [...this.items.values()].map((item) => itemView(item, this.options.now()));
  }

  /** Resolves once no item is uploading or waiting to (Background Sync keeps its event open on it). */
  settled(): Promise<void> {
    if (this.isSettled()) return Promise.resolve();
    return new Promise((resolve) => this.settledWaiters.push(resolve));
  }

  /** Stops all work and forgets every item; the persisted states stay valid for a later engine. */
  dispose(): void {
    this.disposed = true;
    for (const item of this.items.values()) this.halt(item);
    this.items.clear();
    this.listeners.clear();
    this.notifySettled();
  }

  private skipReason(input: UploadItemInput): SkipReason | null {
    if (input.size === 0 || input.file.size === 0) return 'empty';
    if (this.items.has(input.id)) return 'duplicate';
    if (this.options.allowDuplicates) return null;
    const key = identityOf(input);
    for (const item of this.items.values()) if (item.key === key) return 'duplicate';
    return null;
  }

  private select(id?: string): Item[] {
    if (id === undefined) return [...this.items.values()];
    const item = this.items.get(id);
    return item ? [item] : [];
  }

  /** Drops everything in flight for the item; what the server already holds stays there. */
  private halt(item: Item): void {
    item.epoch += 1;
    item.transfer.abort();
    item.transfer = new AbortController();
    item.hashController?.abort();
    item.hashController = null;
    if (item.permitTimer) clearTimeout(item.permitTimer);
    item.permitTimer = null;
    item.permitting = false;
    item.retrying = null;
    for (const chunk of item.chunks) {
      if (chunk.timer) clearTimeout(chunk.timer);
      chunk.timer = null;
      if (chunk.status === 'retry') chunk.status = 'pending';
    }
    item.meter.stop(this.options.now());
  }

  private wake(item: Item): void {
    if (item.state !== 'open') return;
    if (item.permitTimer) {
      clearTimeout(item.permitTimer);
      item.permitTimer = null;
    }
    for (const chunk of item.chunks) {
      if (chunk.status !== 'retry') continue;
      if (chunk.timer) clearTimeout(chunk.timer);
      chunk.timer = null;
      chunk.status = 'pending';
    }
  }

  /** Hands work out: opens queued items, keeps one hash running, fills the chunk slots. */
  private pump(): void {
    if (this.disposed) return;
    if (this.pumping) {
      this.pumpAgain = true;
      return;
    }
    this.pumping = true;
    try {
      do {
        this.pumpAgain = false;
        this.openItems();
        this.startHash();
        for (const item of this.items.values()) if (item.state === 'open') this.startPermit(item);
        this.startChunks();
      } while (this.pumpAgain);
    } finally {
      this.pumping = false;
    }
    this.notifySettled();
  }

  /**
   * A few more items are open than there are chunk slots, so the slots stay busy while an item waits on
   * its permit or its hash, without asking for a permit for every file of a big folder at once.
   */
  private openItems(): void {
    let open = 0;
    for (const item of this.items.values()) if (item.state === 'open') open += 1;
    for (const item of this.items.values()) {
      if (open >= this.options.simultaneousUploads * 2) return;
      if (item.state !== 'queued' || !item.started) continue;
      item.state = 'open';
      // Every (re)opening asks for a permit: it says what the server holds now, and whether the upload
      // still exists there.
      item.target = null;
      item.md5Sent = false;
      item.resumed = false;
      item.needsConfirm = false;
      item.meter.start(this.options.now());
      open += 1;
      this.changed(item);
    }
  }

  /** One hash at a time (they compete for the same cores), smallest file first: small files finish soonest. */
  private startHash(): void {
    if (this.hashing) return;
    let next: Item | null = null;
    for (const item of this.items.values()) {
      if (item.state !== 'open' || item.fileMd5 !== null || item.hashController) continue;
      if (!next || item.input.size < next.input.size) next = item;
    }
    if (next) void this.hash(next);
  }

  private async hash(item: Item): Promise<void> {
    const controller = new AbortController();
    item.hashController = controller;
    this.hashing = true;
    item.hashProgress = 0;
    let lastShown = 0;
    try {
      const md5 = await this.options.hash(item.input.file, {
        signal: controller.signal,
        onProgress: (done, total) => {
          item.hashProgress = total > 0 ? done / total : 1;
          // Whole percents are enough for a progress bar, and spare the tabs a message per slice.
          const shown = Math.floor(item.hashProgress * 100);
          if (shown !== lastShown) {
            lastShown = shown;
            this.changed(item);
          }
        },
      });
      if (controller.signal.aborted) return;
      item.fileMd5 = md5;
      item.hashProgress = 1;
      this.changed(item);
    } catch (error) {
      if (controller.signal.aborted || isAbort(error)) return;
      this.fail(item, { kind: 'unreadable', message: error instanceof Error ? error.message : undefined });
    } finally {
      if (item.hashController === controller) item.hashController = null;
      this.hashing = false;
      this.pump();
    }
  }

  /**
   * A permit is asked for when the item opens (without the MD5 unless it is already known, so sending
   * starts while hashing goes on), again once the MD5 is known, and to confirm a finished upload. A file
   * of one chunk waits for its hash instead: that chunk needs the MD5 anyway, and one permit then does.
   */
  private startPermit(item: Item): void {
    if (item.permitting || item.permitTimer) return;
    if (item.needsConfirm) {
      void this.permit(item, true);
      return;
    }
    const single = chunkCount(item.input.size, this.options.chunkSize) === 1;
    const first = item.target === null && (item.fileMd5 !== null || !single);
    // Once only the last chunk is left to go, that chunk carries the MD5: a permit would add a round trip.
    const withMd5 = item.target !== null && item.fileMd5 !== null && !item.md5Sent && !this.onlyLastLeft(item);
    if (first || withMd5) void this.permit(item, false);
  }

  private async permit(item: Item, finalizing: boolean): Promise<void> {
    const { input } = item;
    const epoch = item.epoch;
    const fileMd5 = item.fileMd5;
    const body: PermitBody = {
      name: input.name,
      relativePath: pickedPath(input.relativePath, input.name),
      size: input.size,
      totalChunk: chunkCount(input.size, this.options.chunkSize),
      chunkSize: this.options.chunkSize,
      parentId: input.parentId,
      ...(fileMd5 ? { fileMd5 } : {}),
      ...(item.identifier ? { identifier: item.identifier } : {}),
      ...(input.onConflict ? { onConflict: input.onConflict } : {}),
    };
    item.permitting = true;
    try {
      const answer = await requestPermit(this.call(item), this.config.permitAt?.(input) ?? permitUrl(this.config.apiPrefix, input.libraryId, input.fileId), body);
      if (item.epoch !== epoch) return;
      item.permitting = false;
      item.permitFailures = 0;
      item.retrying = null;
      if (finalizing) item.needsConfirm = false;
      this.applyPermit(item, answer, body, finalizing);
    } catch (error) {
      if (item.epoch !== epoch) return;
      item.permitting = false;
      const detail = failureDetail(error);
      if (isTemporary(detail, this.options.permanentErrors)) {
        item.permitFailures += 1;
        item.retrying = detail;
        item.permitTimer = setTimeout(() => {
          item.permitTimer = null;
          this.pump();
        }, this.delay(item.permitFailures, error));
        this.changed(item);
      } else if (isSignedOut(detail)) {
        // The session lapsed: keep the file so it can go on after signing in again.
        this.fail(item, detail);
      } else {
        // Spec §7: a refused permit is shown and that upload is cancelled.
        this.halt(item);
        this.items.delete(input.id);
        this.emit({ type: 'removed', id: input.id, reason: 'cancelled', error: detail });
      }
    } finally {
      this.pump();
    }
  }

  private applyPermit(item: Item, answer: Permit, body: PermitBody, finalizing: boolean): void {
    if (item.identifier !== answer.identifier) {
      // A new upload (or the server forgot ours): chunks sent under an earlier identifier count no more.
      if (item.identifier !== null) {
        item.epoch += 1;
        item.transfer.abort();
        item.transfer = new AbortController();
        item.chunks = [];
      }
      item.identifier = answer.identifier;
      item.resumed = false;
    } else if (item.target === null) {
      // Only the first permit of an opening can find chunks sent before it (by an earlier page or run).
      item.resumed = body.identifier !== undefined;
    }
    if (body.fileMd5) item.md5Sent = true;
    item.target = answer.target;
    if (answer.instant || answer.nodeId !== null) {
      this.complete(item, answer.nodeId, answer.instant, null);
      return;
    }
    if (item.chunks.length !== answer.totalChunks || item.chunkSize !== answer.chunkSize) {
      item.chunkSize = answer.chunkSize;
      item.chunks = chunkRanges(item.input.size, answer.chunkSize, answer.totalChunks).map((range) => ({
        ...range,
        status: 'pending',
        failures: 0,
        refusals: 0,
        timer: null,
      }));
    }
    const held = new Set(answer.uploadedChunks);
    for (const chunk of item.chunks) {
      if (held.has(chunk.number)) {
        if (!IN_FLIGHT.has(chunk.status)) chunk.status = 'success';
      } else if (finalizing && chunk.status === 'success') {
        // Only a confirming permit, asked once nothing is in flight, may say a stored chunk is gone.
        chunk.status = 'pending';
      }
    }
    if (finalizing && item.chunks.every((chunk) => chunk.status === 'success')) {
      // Everything is there but nothing completed it: the last chunk, which carries the MD5, goes again.
      item.chunks[item.chunks.length - 1]!.status = 'pending';
    }
    this.changed(item);
    if (!finalizing) this.afterChunk(item);
  }

  private startChunks(): void {
    for (const item of this.items.values()) {
      if (item.state !== 'open' || item.target === null || item.identifier === null) continue;
      for (const chunk of item.chunks) {
        if (this.running >= this.options.simultaneousUploads) return;
        if (chunk.status !== 'pending') continue;
        // Whichever chunk arrives last completes the file, so the server must hold the MD5 by then: the
        // last chunk to go waits until the MD5 is known and carries it (the server records a chunk's MD5
        // before its bytes), or until a permit in flight, which may find the file already stored, answers.
        // Every other chunk goes at once, in parallel, so no chunk's transfer (and no finish) runs alone at the end.
        if (this.othersSent(item, chunk) && (item.fileMd5 === null || item.permitting)) continue;
        void this.sendChunk(item, chunk);
      }
    }
  }

  /** Whether the permit has been answered and just one chunk is neither stored nor on its way. */
  private onlyLastLeft(item: Item): boolean {
    return item.chunks.length > 0 && item.chunks.filter((chunk) => chunk.status !== 'success' && !IN_FLIGHT.has(chunk.status)).length === 1;
  }

  /** Whether every chunk but `except` is stored or on its way. */
  private othersSent(item: Item, except: Chunk): boolean {
    return item.chunks.every((chunk) => chunk === except || chunk.status === 'success' || IN_FLIGHT.has(chunk.status));
  }

  private async sendChunk(item: Item, chunk: Chunk): Promise<void> {
    const epoch = item.epoch;
    const stale = () => item.epoch !== epoch || item.state !== 'open';
    const { input } = item;
    const call = this.call(item);
    this.running += 1;
    item.running += 1;
    try {
      if (this.options.testChunks && (item.resumed || chunk.failures + chunk.refusals > 0)) {
        chunk.status = 'uploading';
        this.changed(item);
        const held = await testChunk(call, item.target!, item.identifier!, chunk.number, this.options.permanentErrors);
        if (stale()) return;
        if (held) {
          chunk.status = 'success';
          return;
        }
      }
      // The slice itself is sent, so the browser streams it from the disk without copying it through
      // this thread. Reading one byte of it first tells a lost stored File (NotReadableError) apart from
      // a network failure; a file that goes missing mid-send fails the send, and the retry's probe says which.
      chunk.status = 'reading';
      this.changed(item);
      let bytes: Blob;
      try {
        bytes = input.file.slice(chunk.start, chunk.end);
        await bytes.slice(0, 1).arrayBuffer();
      } catch (error) {
        if (stale()) return;
        chunk.status = 'error';
        this.fail(item, { kind: 'unreadable', message: error instanceof Error ? error.message : undefined });
        return;
      }
      if (stale()) return;
      chunk.status = 'progress';
      this.changed(item);
      const fileMd5 = item.fileMd5;
      const result = await postChunk(
        call,
        item.target!,
        {
          chunkNumber: chunk.number,
          chunkSize: item.chunkSize,
          currentChunkSize: chunk.end - chunk.start,
          totalSize: input.size,
          identifier: item.identifier!,
          filename: input.name,
          relativePath: pickedPath(input.relativePath, input.name),
          totalChunks: item.chunks.length,
          ...(input.fileId !== undefined ? { fileId: input.fileId } : {}),
          ...(fileMd5 ? { fileMd5 } : {}),
        },
        bytes,
        this.options.successStatuses,
      );
      if (stale()) return;
      if (fileMd5) item.md5Sent = true;
      chunk.failures = 0;
      chunk.refusals = 0;
      if (!item.permitTimer && !item.chunks.some((other) => other.status === 'retry')) item.retrying = null;
      item.meter.record(chunk.end - chunk.start, this.options.now());
      if (result.complete) {
        this.complete(item, result.nodeId, false, chunk);
        return;
      }
      chunk.status = 'success';
    } catch (error) {
      if (stale() || isAbort(error)) return;
      this.chunkFailed(item, chunk, error);
    } finally {
      this.running -= 1;
      item.running -= 1;
      if (IN_FLIGHT.has(chunk.status)) chunk.status = 'pending';
      // Also after an abandoned request: it may have been the last thing the item was waiting for.
      this.afterChunk(item);
      this.changed(item);
      this.pump();
    }
  }

  private chunkFailed(item: Item, chunk: Chunk, error: unknown): void {
    const detail = failureDetail(error);
    if (isSignedOut(detail)) {
      // Asking again will not help until the person signs in, and signing in resumes it at once.
      this.fail(item, detail);
      return;
    }
    if (detail.kind === 'server' && this.options.permanentErrors.includes(detail.status ?? 0)) {
      chunk.status = 'error';
      this.fail(item, detail);
      return;
    }
    if (!isTemporary(detail, this.options.permanentErrors)) {
      chunk.refusals += 1;
      if (chunk.refusals > this.options.maxRetries) {
        chunk.status = 'error';
        this.fail(item, detail);
        return;
      }
    }
    chunk.failures += 1;
    chunk.status = 'retry';
    item.retrying = detail;
    chunk.timer = setTimeout(() => {
      chunk.timer = null;
      if (chunk.status !== 'retry') return;
      chunk.status = 'pending';
      this.pump();
    }, this.delay(chunk.failures, error));
  }

  /** Every chunk stored but no answer said complete: ask the server where the upload stands. */
  private afterChunk(item: Item): void {
    if (item.state !== 'open' || item.running > 0 || item.permitting || item.permitTimer || item.needsConfirm) return;
    if (item.chunks.length === 0 || !item.chunks.every((chunk) => chunk.status === 'success')) return;
    if (!item.md5Sent) {
      // The server cannot finish without the MD5: the last chunk goes again with it once it is known.
      item.chunks[item.chunks.length - 1]!.status = 'pending';
      return;
    }
    item.finalizing += 1;
    if (item.finalizing > MAX_FINALIZE) {
      this.fail(item, { kind: 'incomplete' });
      return;
    }
    item.needsConfirm = true;
  }

  private complete(item: Item, nodeId: number | null, instant: boolean, by: Chunk | null): void {
    this.halt(item);
    item.state = 'success';
    item.nodeId = nodeId;
    item.instant = instant;
    item.hashProgress = item.fileMd5 ? 1 : item.hashProgress;
    for (const chunk of item.chunks) chunk.status = chunk === by ? 'complete' : 'success';
    this.changed(item);
    this.emit({ type: 'complete', id: item.input.id, nodeId, instant });
  }

  private fail(item: Item, error: UploadError): void {
    this.halt(item);
    item.state = 'error';
    item.error = error;
    this.changed(item);
  }

  private delay(failures: number, error: unknown): number {
    const { retryDelayMs, maxRetryDelayMs, isOnline } = this.options;
    return retryDelay(failures, error, { retryDelayMs, maxRetryDelayMs, online: isOnline() });
  }

  private call(item: Item): Call {
    return { transport: this.config.transport, signal: item.transfer.signal };
  }

  private isSettled(): boolean {
    for (const item of this.items.values()) {
      if (item.state === 'open' || (item.state === 'queued' && item.started)) return false;
    }
    return true;
  }

  private notifySettled(): void {
    if (!this.disposed && !this.isSettled()) return;
    for (const resolve of this.settledWaiters.splice(0)) resolve();
  }

  private changed(item: Item): void {
    if (!this.items.has(item.input.id)) return;
    const state = persistedState(item);
    const serialised = JSON.stringify(state);
    if (serialised !== item.persisted) {
      item.persisted = serialised;
      this.emit({ type: 'persist', id: item.input.id, state });
    }
    this.emit({ type: 'item', item: itemView(item, this.options.now()) });
  }

  private emit(event: UploadEvent): void {
    for (const listener of this.listeners) listener(event);
  }
}
