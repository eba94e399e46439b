import { LIBRARY_LIMITS } from '../../../../contract/constants';
import { envelopeCode, envelopeMessage } from '../../../../contract/envelope-reader';
import { decodeText, type TextCharset } from '../../../../contract/text-encoding';
import { ApiError } from '../../../api/api-error';

/**
 * File bytes are not JSON, so they bypass the JSON client: the browser fetches them with the session
 * cookie as an img or video element would. A refusal still carries the server's JSON envelope, whose
 * localised message is what the person reads.
 */
async function failure(response: Response): Promise<ApiError> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    // Not JSON: the status alone has to do.
  }
  return new ApiError(envelopeMessage(body) ?? `HTTP ${response.status}`, { httpStatus: response.status, status: response.status, code: envelopeCode(body) });
}

/**
 * No server answered and no copy of this preview is kept on the device: the page says so in its own
 * words rather than the browser's.
 */
export class NotAvailableOffline extends Error {
  constructor() {
    super('This preview is not available offline');
    this.name = 'NotAvailableOffline';
  }
}

/** A fetch that reached nobody rejects with a TypeError; an abort is the caller's own doing. */
async function reach(url: string, signal?: AbortSignal): Promise<Response> {
  try {
    return await fetch(url, { signal, credentials: 'same-origin' });
  } catch (failure) {
    if (signal?.aborted) throw failure;
    throw new NotAvailableOffline();
  }
}

/**
 * Whether an address can be read now (the server or the kept copy answers). For elements that fetch
 * by themselves (an image), which only say that they failed, not why.
 */
export async function isReachable(url: string): Promise<boolean> {
  try {
    const response = await reach(url);
    await response.body?.cancel();
    return true;
  } catch {
    return false;
  }
}

export async function fetchBytes(url: string, signal?: AbortSignal): Promise<ArrayBuffer> {
  const response = await reach(url, signal);
  if (!response.ok) throw await failure(response);
  return response.arrayBuffer();
}

interface TextHead {
  text: string;
  /** The file is longer than what was read. */
  truncated: boolean;
}

const CHARSETS: ReadonlySet<string> = new Set<TextCharset>(['utf-8', 'utf-16le', 'utf-16be', 'gb18030']);

/** The encoding a Content-Type names, when it is one the server tells (UTF-8 otherwise, as before it told any). */
export function charsetOf(contentType: string | null): TextCharset {
  const named = /;\s*charset="?([\w-]+)"?/i.exec(contentType ?? '')?.[1]?.toLowerCase();
  return named && CHARSETS.has(named) ? (named as TextCharset) : 'utf-8';
}

/**
 * A text file's preview: the server sends at most its first `textPreviewBytes` as they are, and says in the
 * Content-Type which encoding they are in, so a GB18030 file reads as Chinese and not as U+FFFD.
 */
export async function fetchTextHead(url: string, size: number, signal?: AbortSignal): Promise<TextHead> {
  const response = await reach(url, signal);
  if (!response.ok) throw await failure(response);
  const bytes = await response.arrayBuffer();
  const truncated = bytes.byteLength === LIBRARY_LIMITS.textPreviewBytes && size > bytes.byteLength;
  return { text: decodeText(new Uint8Array(bytes), charsetOf(response.headers.get('content-type'))), truncated };
}
