import { endpointPath } from '../../../contract/endpoint';
import { envelopeMessage, isEnvelope, isSuccess, messageOfText } from '../../../contract/envelope-reader';
import { chunkResult, permit, uploadEndpoints, type ChunkFields, type ChunkResult, type Permit, type PermitBody } from '../../../contract/upload';
import type { UploadError, UploadTransport } from './types';

/** The three calls of the upload protocol (contract/upload.ts), and how their failures are told apart. */

export class UploadFailure extends Error {
  override readonly name = 'UploadFailure';
  /** Seconds the server asked us to wait (Retry-After), when it said. */
  readonly retryAfter: number | null;

  constructor(
    readonly detail: UploadError,
    retryAfter: number | null = null,
  ) {
    super(detail.message ?? detail.kind);
    this.retryAfter = retryAfter;
  }
}

export function isAbort(error: unknown): boolean {
  return (
    (error instanceof DOMException && error.name === 'AbortError') ||
    (error instanceof Error && error.name === 'AbortError')
  );
}

/** Anything but an abort that keeps a request from getting an answer is the network's fault. */
async function send(transport: UploadTransport, url: string, init: Parameters<UploadTransport>[1]): Promise<Response> {
  try {
    return await transport(url, init);
  } catch (error) {
    if (isAbort(error) || init.signal.aborted) throw error;
    throw new UploadFailure({ kind: 'network', message: error instanceof Error ? error.message : undefined });
  }
}

function retryAfterSeconds(response: Response): number | null {
  const value = response.headers.get('retry-after');
  if (!value) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, (date - Date.now()) / 1000);
}

/** Spec §8: an error body is read as the JSON envelope when it is one, else as text. */
async function failureOf(response: Response): Promise<UploadFailure> {
  let text = '';
  try {
    text = await response.text();
  } catch {
    // The body may be cut off by the same fault that failed the request; the status still tells.
  }
  return new UploadFailure({ kind: 'server', status: response.status, message: messageOfText(text) }, retryAfterSeconds(response));
}

function withQuery(url: string, params: Record<string, string>): string {
  const query = new URLSearchParams(params).toString();
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

export function permitUrl(apiPrefix: string, libraryId: number, fileId?: number): string {
  return `${apiPrefix}${endpointPath(uploadEndpoints.permit, { params: { libraryId }, query: { fileId } })}`;
}

export interface Call {
  transport: UploadTransport;
  headers?: Record<string, string>;
  signal: AbortSignal;
}

export async function requestPermit(call: Call, url: string, body: PermitBody): Promise<Permit> {
  const response = await send(call.transport, url, {
    method: 'POST',
    headers: { ...call.headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: call.signal,
  });
  if (!response.ok) throw await failureOf(response);
  const envelope: unknown = await response.json().catch(() => null);
  if (!isSuccess(envelope)) throw new UploadFailure({ kind: 'server', status: response.status, message: envelopeMessage(envelope) });
  const parsed = permit.safeParse(envelope.data);
  if (!parsed.success) throw new UploadFailure({ kind: 'server', status: response.status });
  return parsed.data;
}

/** 200: the server holds the chunk; 204 (or any answer that does not say so): send it. */
export async function testChunk(call: Call, target: string, identifier: string, chunkNumber: number, permanent: readonly number[]) {
  const response = await send(call.transport, withQuery(target, { identifier, chunkNumber: String(chunkNumber) }), {
    method: 'GET',
    headers: call.headers,
    signal: call.signal,
  });
  if (permanent.includes(response.status)) throw await failureOf(response);
  // The body is not needed; reading it lets the connection be reused.
  await response.arrayBuffer().catch(() => undefined);
  return response.status === 200;
}

export async function postChunk(
  call: Call,
  target: string,
  fields: ChunkFields,
  bytes: Blob,
  successStatuses: readonly number[],
): Promise<ChunkResult> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value !== undefined) form.append(key, String(value));
  }
  // The bytes go last so a streaming server has every field before the file part.
  form.append('file', bytes, fields.filename);
  const response = await send(call.transport, target, { method: 'POST', headers: call.headers, body: form, signal: call.signal });
  if (!successStatuses.includes(response.status)) throw await failureOf(response);
  const envelope: unknown = await response.json().catch(() => null);
  const parsed = chunkResult.safeParse(isEnvelope(envelope) ? envelope.data : undefined);
  // A success status without the expected body still means the chunk is held; completion is then
  // confirmed by asking for the permit again.
  return parsed.success ? parsed.data : { complete: false, nodeId: null, uploadedChunks: 0 };
}
