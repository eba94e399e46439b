import type { LightMyRequestResponse } from 'fastify';
import { COOKIE, HEADER } from '../../../contract/constants';
import type { App } from '../../../server/http/types';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** Talks to the app the way the web client does: keeps cookies and echoes the CSRF token. */
export class ApiClient {
  private cookies = new Map<string, string>();
  account: string | undefined;
  /** The socket address the server sees this client connect from. */
  remoteAddress: string | undefined;

  constructor(private readonly app: App) {}

  setCookie(name: string, value: string) {
    this.cookies.set(name, value);
  }

  cookie(name: string) {
    return this.cookies.get(name);
  }

  async request(method: Method, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
    const csrf = this.cookies.get(COOKIE.csrf);
    const response = await this.app.inject({
      method,
      url,
      ...(this.remoteAddress ? { remoteAddress: this.remoteAddress } : {}),
      headers: {
        ...(this.cookies.size ? { cookie: [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } : {}),
        ...(csrf && method !== 'GET' ? { [HEADER.csrf]: csrf } : {}),
        ...(this.account ? { [HEADER.account]: this.account } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      ...(body !== undefined ? { payload: typeof body === 'string' ? body : JSON.stringify(body) } : {}),
    });
    for (const cookie of response.cookies) {
      if (cookie.value === '' || (cookie.maxAge !== undefined && cookie.maxAge <= 0) || (cookie.expires && cookie.expires.getTime() < Date.now())) {
        this.cookies.delete(cookie.name);
      } else {
        this.cookies.set(cookie.name, cookie.value);
      }
    }
    if (url.endsWith('/erp/login') && response.statusCode === 200) this.account = response.json().data.user.account;
    return response;
  }

  get(url: string, headers?: Record<string, string>) {
    return this.request('GET', url, undefined, headers);
  }
  post(url: string, body?: unknown, headers?: Record<string, string>) {
    return this.request('POST', url, body ?? {}, headers);
  }
  put(url: string, body?: unknown, headers?: Record<string, string>) {
    return this.request('PUT', url, body, headers);
  }
  delete(url: string, headers?: Record<string, string>) {
    return this.request('DELETE', url, undefined, headers);
  }
}
