import redaxios, { type Options, type Response } from 'redaxios';
import { BUSINESS_STATUS, COOKIE, HEADER } from '../../contract/constants';
import { type CallArgs, type DataOf, type EndpointDef, fillPath } from '../../contract/endpoint';
import { envelopeCode, envelopeFields, envelopeMessage, envelopeRequestId, isEnvelope } from '../../contract/envelope-reader';
import { loginHref } from '../lib/login-href';
import { ApiError, CancelledError, isCancelled, UnreachableError } from './api-error';
import { API_PREFIX } from './api-prefix';

export type ToastKind = 'error' | 'success' | 'info' | 'warning';
export type ExceptionKind = 'notFound' | 'forbidden';
type ClientText = 'serverError' | 'serverDown' | 'unreachable' | 'requestFailed';

/**
 * Everything the client does to the page goes through here, so the rules of spec §8 can be tested
 * without a browser and the page decides how a toast or a dialog looks.
 */
export interface ClientEffects {
  navigate(href: string): void;
  toast(kind: ToastKind, message: string): void;
  /** A signed-in session was lost: offer to sign in again at `loginHref`. */
  sessionExpired(loginHref: string): void;
  /** Show an exception page in place of the current screen (generic handler). */
  showException(kind: ExceptionKind): void;
  /** Whether the server answered at all: drives the offline indicator. */
  reachability(reachable: boolean): void;
  currentHref(): string;
  readCookie(name: string): string | undefined;
  text(key: ClientText, params: { status?: number; requestId?: string }): string;
}

interface RequestOptions {
  params?: Record<string, string | number | boolean | undefined>;
  /** `false` leaves every reaction to the caller: no toast, no redirect, no dialog. Default `true`. */
  globalError?: boolean;
  /** Abort this call when the person navigates elsewhere; it then rejects with CancelledError. */
  cancelOnRouteChange?: boolean;
  /** Abort from outside (e.g. TanStack Query's signal); also rejects with CancelledError. */
  signal?: AbortSignal;
  /**
   * A 401 here is the call's own answer (a wrong password, nobody signed in), not a session that was
   * lost: no session-expired dialog. Only the sign-in calls set it.
   */
  askingWhoIsSignedIn?: boolean;
}

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
const UNSAFE: ReadonlySet<Method> = new Set(['post', 'put', 'patch', 'delete']);

function isHttpResponse(value: unknown): value is Response<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as Response<unknown>).status === 'number' && 'data' in value;
}

function compactParams(params: RequestOptions['params']) {
  if (!params) return undefined;
  const entries = Object.entries(params).filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined);
  // redaxios adds a bare '?' for an empty object.
  if (!entries.length) return undefined;
  return Object.fromEntries(entries.map(([key, value]) => [key, String(value)]));
}

export function createApiClient(baseURL = API_PREFIX) {
  let effects: ClientEffects | null = null;
  let account: string | null = null;
  const routeBound = new Set<AbortController>();

  function fx(): ClientEffects {
    if (!effects) throw new Error('The API client is used before the app configured it');
    return effects;
  }

  function httpFailure(response: Response<unknown>, options: RequestOptions): ApiError {
    const globalError = options.globalError !== false;
    const body = response.data;
    const status = response.status;
    const message = envelopeMessage(body);
    const page = fx();
    // The envelope's own status where it has one: a business status (a taken task name) stands for itself.
    const refusal = { httpStatus: status, status: isEnvelope(body) ? body.status : status, code: envelopeCode(body) };

    if (status === 401) {
      const target = loginHref(page.currentHref());
      // Someone who was signed in lost the session: whichever call finds out first says so, even one
      // that handles its own errors (an inline error with a retry would only fail again).
      if (account && !options.askingWhoIsSignedIn) page.sessionExpired(target);
      else if (globalError && !options.askingWhoIsSignedIn) page.navigate(target);
      return new ApiError(message ?? page.text('requestFailed', { status }), refusal);
    }
    if (status === 400 && refusal.status === BUSINESS_STATUS.noPermissionPage) {
      const text = message ?? '';
      if (globalError) page.navigate(`/420?m=${encodeURIComponent(text)}`);
      return new ApiError(text, refusal);
    }
    if (status >= 500) {
      // Only 503 is the server saying it is down for a while; any other 5xx is a failure to report.
      const requestId = envelopeRequestId(body);
      const text = status === 503 ? page.text('serverDown', {}) : page.text('serverError', { requestId });
      if (globalError) page.toast('error', text);
      return new ApiError(text, { ...refusal, requestId });
    }
    if (globalError && message) page.toast('error', message);
    return new ApiError(message ?? page.text('requestFailed', { status }), { ...refusal, fields: envelopeFields(body) });
  }

  function unwrap<T>(body: unknown, globalError: boolean): T {
    if (!isEnvelope(body)) return body as T;
    if (body.status === BUSINESS_STATUS.ok) return body.data as T;
    if (globalError && body.message) fx().toast('error', body.message);
    throw new ApiError(body.message, { status: body.status, code: envelopeCode(body) });
  }

  async function request<T>(method: Method, url: string, body: unknown, options: RequestOptions = {}): Promise<T> {
    const globalError = options.globalError !== false;
    const page = fx();
    const controller = new AbortController();
    const abort = () => controller.abort();
    if (options.signal?.aborted) throw new CancelledError();
    options.signal?.addEventListener('abort', abort, { once: true });
    if (options.cancelOnRouteChange) routeBound.add(controller);

    const headers: Record<string, string> = {};
    if (account) headers[HEADER.account] = account;
    if (UNSAFE.has(method)) {
      const csrf = page.readCookie(COOKIE.csrf);
      if (csrf) headers[HEADER.csrf] = csrf;
    }
    const config: Options = {
      baseURL,
      headers,
      params: compactParams(options.params),
      // redaxios does not forward an abort signal to fetch, so hand it a fetch that does.
      fetch: (input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, { ...init, signal: controller.signal }),
    };

    try {
      let response: Response<unknown>;
      try {
        response =
          method === 'get' || method === 'delete'
            ? await redaxios[method]<unknown>(url, config)
            : await redaxios[method]<unknown>(url, body ?? {}, config);
      } catch (failure) {
        if (controller.signal.aborted) throw new CancelledError();
        if (isHttpResponse(failure)) {
          page.reachability(true);
          throw httpFailure(failure, options);
        }
        page.reachability(false);
        const text = page.text('unreachable', {});
        // A read that finds no server is told by the offline indicator; a write did not happen and says so.
        if (globalError && UNSAFE.has(method)) page.toast('error', text);
        throw new UnreachableError(text);
      }
      page.reachability(true);
      return unwrap<T>(response.data, globalError);
    } finally {
      routeBound.delete(controller);
      options.signal?.removeEventListener('abort', abort);
    }
  }

  return {
    /** Wires the client to the page; the app calls this once at start. */
    configure(next: ClientEffects) {
      effects = next;
    },
    /** The signed-in account, echoed in `X-User-Account`; `null` when nobody is signed in. */
    setAccount(next: string | null) {
      account = next;
    },
    account: () => account,
    /** A call of the contract: its path, parameters and answer typed by the entry. */
    call<E extends EndpointDef>(endpoint: E, args: CallArgs<E>, options: Omit<RequestOptions, 'params'> = {}): Promise<DataOf<E>> {
      const input = args as { params?: Record<string, unknown>; query?: RequestOptions['params']; body?: unknown };
      const method = endpoint.method.toLowerCase() as Method;
      return request<DataOf<E>>(method, fillPath(endpoint.path, input.params), input.body, { ...options, params: input.query });
    },
    get: <T>(url: string, options?: RequestOptions) => request<T>('get', url, undefined, options),
    delete: <T>(url: string, options?: RequestOptions) => request<T>('delete', url, undefined, options),
    post: <T>(url: string, body?: unknown, options?: RequestOptions) => request<T>('post', url, body, options),
    put: <T>(url: string, body?: unknown, options?: RequestOptions) => request<T>('put', url, body, options),
    patch: <T>(url: string, body?: unknown, options?: RequestOptions) => request<T>('patch', url, body, options),
    /** Called on every navigation: aborts the calls marked `cancelOnRouteChange`. */
    cancelRouteRequests() {
      for (const controller of routeBound) controller.abort();
      routeBound.clear();
    },
    /**
     * The generic handler screens use for a failed load (spec §8): no status or 404 shows page-not-found,
     * 403 shows insufficient permission, anything else is toasted.
     */
    handleError(error: unknown) {
      if (isCancelled(error)) return;
      const status = error instanceof ApiError ? error.status : undefined;
      if (!status || status === 404) fx().showException('notFound');
      else if (status === 403) fx().showException('forbidden');
      else fx().toast('error', error instanceof Error ? error.message : String(error));
    },
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The app's one client. */
export const api = createApiClient();
