import { BUSINESS_STATUS } from './constants';
import type { ReceivedErrorCode } from './error-codes';
import type { Envelope } from './schema-helpers';

/**
 * Reading an answer as the envelope `{status, message, data}`: shared by the page's API client and
 * the service worker's upload protocol, which both meet bodies that are not envelopes (a proxy's
 * error page, a cut-off body) and must not trust them.
 */
export function isEnvelope(body: unknown): body is Envelope<unknown> {
  return typeof body === 'object' && body !== null && typeof (body as Envelope<unknown>).status === 'number' && 'data' in body;
}

export function isSuccess(body: unknown): body is Envelope<unknown> {
  return isEnvelope(body) && body.status === BUSINESS_STATUS.ok;
}

/** The message of an envelope (or of any object with one) when it says something. */
export function envelopeMessage(body: unknown): string | undefined {
  const message = typeof body === 'object' && body !== null ? (body as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message.trim() !== '' ? message : undefined;
}

/** Why a refusal was made, as the contract names it (`data.code`). */
export function envelopeCode(body: unknown): ReceivedErrorCode | undefined {
  if (!isEnvelope(body) || typeof body.data !== 'object' || body.data === null) return undefined;
  const code = (body.data as { code?: unknown }).code;
  return typeof code === 'string' && code !== '' ? code : undefined;
}

/** Per-field messages of a validation refusal. */
export function envelopeFields(body: unknown): Record<string, string> | undefined {
  if (!isEnvelope(body) || typeof body.data !== 'object' || body.data === null) return undefined;
  const fields = (body.data as { fields?: unknown }).fields;
  return typeof fields === 'object' && fields !== null ? (fields as Record<string, string>) : undefined;
}

/** The id a failed request was logged under, when the server gave it. */
export function envelopeRequestId(body: unknown): string | undefined {
  if (!isEnvelope(body) || typeof body.data !== 'object' || body.data === null) return undefined;
  const id = (body.data as { requestId?: unknown }).requestId;
  return typeof id === 'string' && id !== '' ? id : undefined;
}

/** An error body as text: the envelope's message when it is one, else the text itself. */
export function messageOfText(text: string): string | undefined {
  try {
    const message = envelopeMessage(JSON.parse(text));
    if (message) return message;
  } catch {
    // Not JSON: the text itself is the message.
  }
  return text.trim() === '' ? undefined : text.trim();
}
