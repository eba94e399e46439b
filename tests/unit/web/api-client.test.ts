import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BUSINESS_STATUS } from '../../../contract/constants';
import { ApiError, CancelledError, UnreachableError } from '../../../src/api/api-error';
import { type ClientEffects, createApiClient } from '../../../src/api/client';
import { shouldRetry } from '../../../src/api/query-client';

type Answer = { status: number; body: unknown } | 'network-down' | 'hang';

interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: unknown;
}

function setup(answer: Answer, options: { account?: string; href?: string; csrf?: string } = {}) {
  const sent: Sent[] = [];
  const fetchMock = vi.fn((input: RequestInfo | URL, init: RequestInit = {}) => {
    sent.push({
      url: String(input),
      method: init.method ?? 'GET',
      headers: init.headers as Record<string, string>,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
    });
    if (answer === 'network-down') return Promise.reject(new TypeError('Failed to fetch'));
    if (answer === 'hang') {
      return new Promise<Response>((_, reject) => {
        init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
      });
    }
    const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
    return Promise.resolve(new Response(text, { status: answer.status, headers: { 'content-type': 'application/json' } }));
  });
  vi.stubGlobal('fetch', fetchMock);

  const effects = {
    navigate: vi.fn<ClientEffects['navigate']>(),
    toast: vi.fn<ClientEffects['toast']>(),
    sessionExpired: vi.fn<ClientEffects['sessionExpired']>(),
    showException: vi.fn<ClientEffects['showException']>(),
    reachability: vi.fn<ClientEffects['reachability']>(),
    currentHref: () => options.href ?? '/doc/search?searchValue=plan',
    readCookie: (name: string) => (name === 'librarium_csrf' ? options.csrf : undefined),
    text: (key: string, params: { status?: number; requestId?: string }) => `text:${key}${params.status ? `:${params.status}` : ''}${params.requestId ? `#${params.requestId}` : ''}`,
  } satisfies ClientEffects;
  const client = createApiClient('/api');
  client.configure(effects);
  if (options.account) client.setAccount(options.account);
  return { client, effects, sent };
}

function envelope(data: unknown, status = 0, message = 'success') {
  return { status, message, data };
}

async function failure(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

beforeEach(() => {
  vi.unstubAllGlobals();
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a successful call', () => {
  it('resolves with the envelope data under the API prefix', async () => {
    const { client, sent, effects } = setup({ status: 200, body: envelope({ show: true }) });
    await expect(client.get('/ms/doc/api/user/switch')).resolves.toEqual({ show: true });
    expect(sent[0]!.url).toBe('/api/ms/doc/api/user/switch');
    expect(effects.reachability).toHaveBeenCalledWith(true);
  });

  it('sends the account header always and the CSRF header only on unsafe methods', async () => {
    const { client, sent } = setup({ status: 200, body: envelope(null) }, { account: 'lina', csrf: 'c5rf' });
    await client.get('/getuser');
    await client.post('/erp/logout');
    await client.put('/x', { a: 1 });
    await client.delete('/x');
    expect(sent[0]!.headers).toMatchObject({ 'x-user-account': 'lina' });
    expect(sent[0]!.headers['x-csrf-token']).toBeUndefined();
    for (const call of sent.slice(1)) expect(call.headers).toMatchObject({ 'x-user-account': 'lina', 'x-csrf-token': 'c5rf' });
    expect(sent[2]!.body).toEqual({ a: 1 });
  });

  it('drops undefined query parameters', async () => {
    const { client, sent } = setup({ status: 200, body: envelope([]) });
    await client.get('/list', { params: { query: 'li', page: undefined, detail: true } });
    expect(sent[0]!.url).toBe('/api/list?query=li&detail=true');
  });
});

describe('HTTP 401', () => {
  it('sends someone not signed in to the login page with the current URL to come back to', async () => {
    const { client, effects } = setup({ status: 401, body: envelope(null, 401, 'Logon failed, please re-login') });
    const error = await failure(client.get('/getuser'));
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).httpStatus).toBe(401);
    expect(effects.navigate).toHaveBeenCalledWith('/login?redirect=%2Fdoc%2Fsearch%3FsearchValue%3Dplan');
    expect(effects.sessionExpired).not.toHaveBeenCalled();
    expect(effects.toast).not.toHaveBeenCalled();
  });

  it('shows the session-expired dialog when a signed-in session is lost, without leaving the page', async () => {
    const { client, effects } = setup({ status: 401, body: envelope(null, 401, 'Logon failed') }, { account: 'lina' });
    await failure(client.get('/ms/doc/api/user/switch'));
    expect(effects.sessionExpired).toHaveBeenCalledWith('/login?redirect=%2Fdoc%2Fsearch%3FsearchValue%3Dplan');
    expect(effects.navigate).not.toHaveBeenCalled();
  });

  it('shows the dialog also when the failing call handles its own errors: the first failure tells', async () => {
    const { client, effects } = setup({ status: 401, body: envelope(null, 401, 'Logon failed') }, { account: 'lina' });
    await failure(client.get('/ms/doc/api/user/file/list', { globalError: false }));
    expect(effects.sessionExpired).toHaveBeenCalledTimes(1);
    expect(effects.navigate).not.toHaveBeenCalled();
    expect(effects.toast).not.toHaveBeenCalled();
  });

  it('takes a sign-in call’s 401 as its answer (a wrong password, nobody signed in): no dialog, no navigation', async () => {
    const { client, effects } = setup({ status: 401, body: envelope(null, 401, 'Wrong account or password') }, { account: 'lina' });
    const error = await failure(client.post('/erp/login', {}, { globalError: false, askingWhoIsSignedIn: true }));
    expect((error as ApiError).message).toBe('Wrong account or password');
    expect(effects.sessionExpired).not.toHaveBeenCalled();
    expect(effects.navigate).not.toHaveBeenCalled();
  });
});

describe('the no-permission event', () => {
  it('goes to /420 with the server message on HTTP 400 carrying body status 420', async () => {
    const { client, effects } = setup({ status: 400, body: envelope({ code: 'NO_PERMISSION' }, 420, '无权访问 & 更多') });
    const error = (await failure(client.get('/doc/1'))) as ApiError;
    expect(effects.navigate).toHaveBeenCalledWith(`/420?m=${encodeURIComponent('无权访问 & 更多')}`);
    expect(error.status).toBe(420);
    expect(error.code).toBe('NO_PERMISSION');
    expect(effects.toast).not.toHaveBeenCalled();
  });
});

describe('server and other failures', () => {
  it('toasts the localised system error on HTTP 500, whatever the body says', async () => {
    const { client, effects } = setup({ status: 500, body: 'stack trace' });
    const error = (await failure(client.get('/x'))) as ApiError;
    expect(effects.toast).toHaveBeenCalledWith('error', 'text:serverError');
    expect(error.message).toBe('text:serverError');
    expect(error.status).toBe(500);
    expect(error.code).toBeUndefined();
  });

  it('passes on the request id a 500 envelope carries, for the person to give an administrator', async () => {
    const { client, effects } = setup({ status: 500, body: envelope({ code: 'INTERNAL', requestId: 'req-42' }, 500, 'boom') });
    const error = (await failure(client.get('/x'))) as ApiError;
    expect(effects.toast).toHaveBeenCalledWith('error', 'text:serverError#req-42');
    expect(error.requestId).toBe('req-42');
  });

  it('says the server is under maintenance only for a 503', async () => {
    const { client, effects } = setup({ status: 503, body: 'Service Unavailable' });
    const error = (await failure(client.get('/x'))) as ApiError;
    expect(effects.toast).toHaveBeenCalledWith('error', 'text:serverDown');
    expect(error.httpStatus).toBe(503);
  });

  it('toasts the message of any other failed answer and keeps its field messages', async () => {
    const { client, effects } = setup({
      status: 400,
      body: envelope({ code: 'VALIDATION', fields: { username: 'Necessary' } }, 400, 'The request is not valid'),
    });
    const error = (await failure(client.post('/erp/login', {}))) as ApiError;
    expect(effects.toast).toHaveBeenCalledWith('error', 'The request is not valid');
    expect(error.httpStatus).toBe(400);
    expect(error.code).toBe('VALIDATION');
    expect(error.fields).toEqual({ username: 'Necessary' });
  });

  it('rejects without a toast when a failed answer carries no message', async () => {
    const { client, effects } = setup({ status: 409, body: '' });
    const error = (await failure(client.get('/x'))) as ApiError;
    expect(effects.toast).not.toHaveBeenCalled();
    expect(error.message).toBe('text:requestFailed:409');
  });

  it('leaves a read that finds no server to the offline indicator, without a toast', async () => {
    const { client, effects } = setup('network-down');
    const error = (await failure(client.get('/x'))) as ApiError;
    expect(error).toBeInstanceOf(UnreachableError);
    expect(error.httpStatus).toBeUndefined();
    expect(effects.toast).not.toHaveBeenCalled();
    expect(effects.reachability).toHaveBeenCalledWith(false);
  });

  it('toasts that the back end is unreachable when a write cannot reach it', async () => {
    const { client, effects } = setup('network-down');
    const error = await failure(client.post('/x', { name: 'plan' }));
    expect(error).toBeInstanceOf(UnreachableError);
    expect(effects.toast).toHaveBeenCalledWith('error', 'text:unreachable');
    expect(effects.reachability).toHaveBeenCalledWith(false);
  });
});

describe('a body status other than 0', () => {
  it('rejects with the message', async () => {
    const { client, effects } = setup({ status: 200, body: envelope(null, 1, 'Add failed') });
    const error = (await failure(client.post('/task', {}))) as ApiError;
    expect(error.message).toBe('Add failed');
    expect(error.code).toBeUndefined();
    expect(effects.toast).toHaveBeenCalledWith('error', 'Add failed');
  });

  it('passes the status along for a taken task name (2300017)', async () => {
    const { client } = setup({ status: 200, body: envelope(null, 2300017, 'name taken') });
    const error = (await failure(client.get('/task/duplicate/streamName/x'))) as ApiError;
    expect(error.status).toBe(BUSINESS_STATUS.taskNameTaken);
    expect(error.message).toBe('name taken');
  });

  it('keeps the business status of a refused call: a taken task name answers HTTP 409 with 2300017', async () => {
    const { client } = setup({ status: 409, body: envelope({ code: 'CONFLICT' }, 2300017, 'name taken') });
    const error = (await failure(client.post('/task', {}))) as ApiError;
    expect(error.httpStatus).toBe(409);
    expect(error.status).toBe(BUSINESS_STATUS.taskNameTaken);
    expect(error.code).toBe('CONFLICT');
  });
});

describe('globalError: false', () => {
  it.each([
    ['a 500', { status: 500, body: '' }],
    ['a 409 with a message', { status: 409, body: envelope(null, 409, 'Path duplication') }],
    ['a body status', { status: 200, body: envelope(null, 2300017, 'name taken') }],
    ['a 420', { status: 400, body: envelope(null, 420, 'no') }],
  ] as const)('leaves %s to the caller: no toast, no navigation, no dialog', async (_, answer) => {
    const { client, effects } = setup(answer, { account: 'lina' });
    await expect(client.get('/x', { globalError: false })).rejects.toBeInstanceOf(ApiError);
    expect(effects.toast).not.toHaveBeenCalled();
    expect(effects.navigate).not.toHaveBeenCalled();
    expect(effects.sessionExpired).not.toHaveBeenCalled();
  });
});

describe('cancellation', () => {
  it('aborts calls marked cancelOnRouteChange on navigation and rejects silently', async () => {
    const { client, effects } = setup('hang');
    const pending = client.get('/slow', { cancelOnRouteChange: true });
    client.cancelRouteRequests();
    await expect(pending).rejects.toBeInstanceOf(CancelledError);
    expect(effects.toast).not.toHaveBeenCalled();
    expect(effects.reachability).not.toHaveBeenCalled();
  });

  it('leaves unmarked calls alone on navigation', async () => {
    const { client } = setup({ status: 200, body: envelope('kept') });
    const pending = client.get('/steady');
    client.cancelRouteRequests();
    await expect(pending).resolves.toBe('kept');
  });

  it('rejects with CancelledError when the caller aborts its own signal', async () => {
    const { client, effects } = setup('hang');
    const controller = new AbortController();
    const pending = client.get('/slow', { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toBeInstanceOf(CancelledError);
    expect(effects.toast).not.toHaveBeenCalled();
  });

  it('is never retried by the query cache', () => {
    expect(shouldRetry(0, new CancelledError())).toBe(false);
    expect(shouldRetry(0, new ApiError('bad', { httpStatus: 400, status: 400 }))).toBe(false);
  });
});

describe('retries of the query cache', () => {
  it('tries a server error twice more, then gives up', () => {
    const serverError = new ApiError('down', { httpStatus: 503, status: 503 });
    expect(shouldRetry(0, serverError)).toBe(true);
    expect(shouldRetry(1, serverError)).toBe(true);
    expect(shouldRetry(2, serverError)).toBe(false);
  });

  it('waits for a server out of reach however long it takes, rather than failing', () => {
    expect(shouldRetry(0, new UnreachableError('no answer'))).toBe(true);
    expect(shouldRetry(10, new UnreachableError('no answer'))).toBe(true);
  });
});

describe('the generic handler', () => {
  it('shows page-not-found for an error without a status', () => {
    const { client, effects } = setup({ status: 200, body: envelope(null) });
    client.handleError(new ApiError('no status'));
    expect(effects.showException).toHaveBeenCalledWith('notFound');
  });

  it('shows page-not-found for a 404', () => {
    const { client, effects } = setup({ status: 200, body: envelope(null) });
    client.handleError(new ApiError('Not Found', { httpStatus: 404, status: 404, code: 'NOT_FOUND' }));
    expect(effects.showException).toHaveBeenCalledWith('notFound');
  });

  it('shows insufficient permission for a 403', () => {
    const { client, effects } = setup({ status: 200, body: envelope(null) });
    client.handleError(new ApiError('Forbidden', { httpStatus: 403, status: 403, code: 'FORBIDDEN' }));
    expect(effects.showException).toHaveBeenCalledWith('forbidden');
  });

  it('toasts any other error', () => {
    const { client, effects } = setup({ status: 200, body: envelope(null) });
    client.handleError(new ApiError('Modify Fail', { httpStatus: 409, status: 409, code: 'CONFLICT' }));
    expect(effects.toast).toHaveBeenCalledWith('error', 'Modify Fail');
    expect(effects.showException).not.toHaveBeenCalled();
  });

  it('ignores a cancelled call', () => {
    const { client, effects } = setup({ status: 200, body: envelope(null) });
    client.handleError(new CancelledError());
    expect(effects.toast).not.toHaveBeenCalled();
    expect(effects.showException).not.toHaveBeenCalled();
  });
});
