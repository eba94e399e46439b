import { HEADER } from '../../../contract/constants';
import type { UploadTransport } from './types';

/**
 * The engine's fetch with the headers the API client sends (src/api/client.ts): the account it works for
 * on every call, and the CSRF cookie's value on unsafe ones. The session cookie itself is httpOnly and
 * goes along with the same-origin request. `csrf` is asked on every call because the cookie changes
 * when the person signs in again while uploads wait.
 */
export function sessionTransport(account: string, csrf: () => Promise<string | null> | string | null, send: typeof fetch = fetch): UploadTransport {
  return async (url, init) => {
    const headers: Record<string, string> = { ...init.headers, [HEADER.account]: account };
    if (init.method !== 'GET') {
      const token = await csrf();
      if (token) headers[HEADER.csrf] = token;
    }
    return send(url, {
      method: init.method,
      headers,
      body: init.body,
      signal: init.signal,
      credentials: 'same-origin',
      // A chunk test must ask the server every time; a cached 204 would resend chunks it holds.
      cache: 'no-store',
    });
  };
}
