import type { z } from 'zod';
import { type CallArgs, type DataOf, type EndpointDef, fillPath } from '../contract/endpoint';
import { envelopeMessage, isEnvelope, isSuccess } from '../contract/envelope-reader';
import type { Language, Words } from './words';

/** Why the command stops: a usage or input error (exit 2), or the server, the token or the network (exit 3). */
export class CommandError extends Error {
  constructor(
    readonly exitCode: 2 | 3,
    message: string,
    /** The HTTP status and the contract's code when the server refused. */
    readonly server?: { status: number; code?: string },
  ) {
    super(message);
  }
}

export const usageError = (message: string) => new CommandError(2, message);

export interface ClientOptions {
  /** The server's address, e.g. https://librarium.example.com; the API is under its prefix there. */
  server: string;
  apiPrefix: string;
  token: string;
  language: Language;
  words: Words;
}

/** A body sent as it is (a report's text) with its media type, instead of JSON. */
export interface RawBody {
  text: string;
  contentType: string;
}

/**
 * The API as the command speaks to it: every call is a contract entry, so its path, method, inputs and
 * answer are the ones the server registers from the same entry. The token goes in the Authorization
 * header only; no message of this client ever includes it.
 */
export function apiClient(options: ClientOptions) {
  const base = `${options.server.replace(/\/+$/, '')}${options.apiPrefix}`;

  async function call<E extends EndpointDef>(entry: E, args: CallArgs<E> | Record<string, never>, raw?: RawBody): Promise<DataOf<E>> {
    const input = args as { params?: Record<string, unknown>; query?: Record<string, unknown>; body?: unknown };
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(input.query ?? {})) {
      if (value !== undefined && value !== null) query.set(key, String(value));
    }
    const search = query.toString();
    const url = `${base}${fillPath(entry.path, input.params)}${search ? `?${search}` : ''}`;
    const headers: Record<string, string> = {
      authorization: `Bearer ${options.token}`,
      accept: 'application/json',
      'accept-language': options.language,
    };
    let body: string | undefined;
    if (raw) {
      headers['content-type'] = raw.contentType;
      body = raw.text;
    } else if (input.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(input.body);
    }
    let response: Response;
    try {
      response = await fetch(url, { method: entry.method, headers, body });
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      throw new CommandError(3, options.words.unreachable(options.server, cause?.code ?? cause?.message ?? (error as Error).message));
    }
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    if (!isEnvelope(parsed)) throw new CommandError(3, options.words.notEnvelope(response.status), { status: response.status });
    if (!response.ok || !isSuccess(parsed)) {
      const data = parsed.data as { code?: unknown; fields?: Record<string, string> } | null;
      const fields = data && typeof data.fields === 'object' ? Object.entries(data.fields).map(([field, message]) => `${field}: ${message}`) : [];
      const message = [envelopeMessage(parsed) ?? `HTTP ${response.status}`, ...fields].join('\n  ');
      // What the server refuses as invalid (400) or too large (413) is the command's input: a malformed
      // report, a tool the task does not have. Everything else (the token, rights, conflicts, faults) is the server's side.
      const exitCode = response.status === 400 || response.status === 413 ? 2 : 3;
      throw new CommandError(exitCode, message, { status: response.status, code: typeof data?.code === 'string' ? data.code : undefined });
    }
    return (entry.data as z.ZodType).parse(parsed.data) as DataOf<E>;
  }

  return { call };
}

export type ApiClient = ReturnType<typeof apiClient>;
