import net from 'node:net';
import { COOKIE, HEADER } from '../../../contract/constants';

/** A port nobody listens on, for a server started as a child process. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** A signed-in person talking to the server over HTTP. */
export class HttpSession {
  private cookies = new Map<string, string>();

  constructor(private readonly base: string) {}

  async request(method: string, url: string, body?: BodyInit, type?: string): Promise<Response> {
    const headers: Record<string, string> = { cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ') };
    const csrf = this.cookies.get(COOKIE.csrf);
    if (csrf) headers[HEADER.csrf] = csrf;
    if (type) headers['content-type'] = type;
    const response = await fetch(`${this.base}${url}`, { method, headers, body });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    return response;
  }

  json(method: string, url: string, body: unknown) {
    return this.request(method, url, JSON.stringify(body), 'application/json');
  }
}

/** The `data` of a 200 envelope; anything else fails with the status and body. */
export async function dataOf<T>(response: Response): Promise<T> {
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${response.status} ${text}`);
  return (JSON.parse(text) as { data: T }).data;
}
