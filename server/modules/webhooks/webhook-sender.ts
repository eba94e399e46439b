import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { isIP } from 'node:net';
import { WEBHOOK_LIMITS } from '../../../contract/webhooks';
import { checkRepositoryUrl, type RepoUrlPolicy, RepoUrlRefused } from '../../analysis/repo-url-policy';

/** What one attempt sends. */
export interface OutgoingRequest {
  url: string;
  deliveryId: string;
  event: string;
  body: string;
  secret: string;
  /** Seconds since the epoch, signed with the body. */
  timestamp: number;
}

/** What came of one attempt: an answer (any status), or none with the reason. */
export interface AttemptOutcome {
  headers: Record<string, string>;
  responseStatus: number | null;
  responseHeaders: Record<string, string> | null;
  responseBody: string | null;
  error: string | null;
  durationMs: number;
}

export const WEBHOOK_TIMEOUT_MS = 10_000;

/** `sha256=` and the hex HMAC-SHA256 of `<timestamp>.<body>`, as the receiver recomputes it. */
export function signature(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

export function requestHeaders(request: OutgoingRequest): Record<string, string> {
  return {
    'content-type': 'application/json',
    'user-agent': 'Librarium-Hookshot',
    'x-librarium-event': request.event,
    'x-librarium-delivery': request.deliveryId,
    'x-librarium-timestamp': String(request.timestamp),
    'x-librarium-signature-256': signature(request.secret, request.timestamp, request.body),
  };
}

/**
 * Checks a webhook's address as repositories are checked (http(s) only; no private or loopback host unless
 * the allowed hosts list it) and returns the addresses to connect to, so a later DNS answer cannot point
 * the request elsewhere; undefined when the host is allowed as it is.
 */
export async function checkWebhookUrl(url: string, policy: RepoUrlPolicy): Promise<string[] | undefined> {
  if (!/^https?:\/\//i.test(url)) throw new RepoUrlRefused('scheme', 'a webhook is called over http or https');
  const checked = await checkRepositoryUrl(url, policy);
  const pinned = checked.pinnedResolve?.split(':').slice(2).join(':');
  return pinned ? pinned.split(',').map((address) => address.replace(/^\[|\]$/g, '')) : undefined;
}

function pinnedLookup(addresses: string[]): LookupFunction {
  return (_hostname, options, callback) => {
    const entries = addresses.map((address) => ({ address, family: isIP(address) }));
    if ((options as { all?: boolean }).all) (callback as (error: null, entries: { address: string; family: number }[]) => void)(null, entries);
    else callback(null, entries[0]!.address, entries[0]!.family);
  };
}

function flatHeaders(headers: http.IncomingHttpHeaders): Record<string, string> {
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(', ') : String(value ?? '')]));
}

/** One webhook POST: signed with its headers, sent as `postGuarded` sends. */
export function sendWebhook(request: OutgoingRequest, policy: RepoUrlPolicy, timeoutMs = WEBHOOK_TIMEOUT_MS): Promise<AttemptOutcome> {
  return postGuarded(request.url, requestHeaders(request), request.body, policy, timeoutMs);
}

/**
 * One POST to an outside address, as every outgoing call of the product is sent (webhooks, chat robots):
 * the address checked and its resolved addresses pinned, no redirect followed, at most `timeoutMs`, the
 * answer's body kept up to 2 KB.
 */
export async function postGuarded(target: string, headers: Record<string, string>, body: string, policy: RepoUrlPolicy, timeoutMs = WEBHOOK_TIMEOUT_MS): Promise<AttemptOutcome> {
  const started = Date.now();
  const failed = (error: string): AttemptOutcome => ({ headers, responseStatus: null, responseHeaders: null, responseBody: null, error, durationMs: Date.now() - started });
  let addresses: string[] | undefined;
  try {
    addresses = await checkWebhookUrl(target, policy);
  } catch (error) {
    return failed(error instanceof RepoUrlRefused ? `refused: ${error.reason}` : 'refused');
  }
  const url = new URL(target);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<AttemptOutcome>((resolve) => {
    const outgoing = client.request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        timeout: timeoutMs,
        ...(addresses ? { lookup: pinnedLookup(addresses) } : {}),
      },
      (response) => {
        const chunks: Buffer[] = [];
        let kept = 0;
        response.on('data', (chunk: Buffer) => {
          if (kept < WEBHOOK_LIMITS.responseSnippet) chunks.push(chunk);
          kept += chunk.length;
        });
        response.on('end', () =>
          resolve({
            headers,
            responseStatus: response.statusCode ?? null,
            responseHeaders: flatHeaders(response.headers),
            responseBody: Buffer.concat(chunks).subarray(0, WEBHOOK_LIMITS.responseSnippet).toString('utf8'),
            error: null,
            durationMs: Date.now() - started,
          }),
        );
        response.on('error', () => resolve(failed('answer cut short')));
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error('timed out')));
    outgoing.on('error', (error) => resolve(failed(error.message === 'timed out' ? 'timed out' : 'unreachable')));
    outgoing.end(body);
  });
}
