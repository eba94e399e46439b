import { describe, expect, it } from 'vitest';
import { sessionTransport } from '../../../src/features/upload/session-transport';

function recorder() {
  const calls: { url: string; init: RequestInit }[] = [];
  const send = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(null, { status: 204 });
  }) as typeof fetch;
  return { calls, send };
}

describe('the requests of the upload engine', () => {
  it('carry the account always and the current CSRF value on unsafe calls, with the session cookie and no cache', async () => {
    const { calls, send } = recorder();
    let csrf = 'first';
    const transport = sessionTransport('li.na', async () => csrf, send);
    const signal = new AbortController().signal;

    await transport('/api/chunk?identifier=x', { method: 'GET', signal });
    await transport('/api/permit', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}', signal });
    csrf = 'after-signing-in-again';
    await transport('/api/permit', { method: 'POST', body: '{}', signal });

    expect(calls.map((call) => call.init.headers)).toEqual([
      { 'x-user-account': 'li.na' },
      { 'content-type': 'application/json', 'x-user-account': 'li.na', 'x-csrf-token': 'first' },
      { 'x-user-account': 'li.na', 'x-csrf-token': 'after-signing-in-again' },
    ]);
    expect(calls.every((call) => call.init.credentials === 'same-origin' && call.init.cache === 'no-store' && call.init.signal === signal)).toBe(true);
  });

  it('sends no CSRF header when there is no value to send', async () => {
    const { calls, send } = recorder();
    await sessionTransport('li.na', () => null, send)('/api/permit', { method: 'POST', body: '{}', signal: new AbortController().signal });
    expect(calls[0]!.init.headers).toEqual({ 'x-user-account': 'li.na' });
  });
});
