import type { ErrorCode, ReceivedErrorCode } from '../../contract/error-codes';

/** A failed call: `message` is what a person may read (already localised by the server or by us). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status, absent when the server could not be reached. */
  readonly httpStatus: number | undefined;
  /**
   * The envelope's status, which the generic handler branches on (spec §8): the HTTP status, or one of
   * the contract's `BUSINESS_STATUS` (the no-permission page, a taken task name); the HTTP status of an
   * answer that is no envelope.
   */
  readonly status: number | undefined;
  /** Why the server refused, as the contract names it (`data.code`, see contract/error-codes.ts). */
  readonly code: ReceivedErrorCode | undefined;
  /** Field messages of a rejected form (HTTP 400 `data.fields`). */
  readonly fields: Readonly<Record<string, string>>;
  /** What the server logged a failure of its own under (HTTP 500 `data.requestId`). */
  readonly requestId: string | undefined;

  constructor(
    message: string,
    details: { httpStatus?: number; status?: number; code?: ReceivedErrorCode; fields?: Record<string, string>; requestId?: string } = {},
  ) {
    super(message);
    this.httpStatus = details.httpStatus;
    this.status = details.status;
    this.code = details.code;
    this.fields = details.fields ?? {};
    this.requestId = details.requestId;
  }
}

/** Whether the server refused the call for this reason (one of the contract's error codes). */
export function isRefusal(error: unknown, code: ErrorCode): error is ApiError {
  return error instanceof ApiError && error.code === code;
}

/**
 * No answer at all: the network is down or the server does not listen. Nothing was decided by the
 * server, so asking again later may succeed.
 */
export class UnreachableError extends ApiError {}

export function isUnreachable(error: unknown): error is UnreachableError {
  return error instanceof UnreachableError;
}

/** A call aborted on purpose (route change or its owner went away): nobody should report it. */
export class CancelledError extends Error {
  override readonly name = 'CancelledError';

  constructor() {
    super('cancelled');
  }
}

export function isCancelled(error: unknown): error is CancelledError {
  return error instanceof CancelledError;
}
