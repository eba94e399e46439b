/** A failed call: `message` is what a person may read (already localised by the server or by us). */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status, absent when the server could not be reached. */
  readonly httpStatus: number | undefined;
  /**
   * What the generic handler branches on (spec §8): the HTTP status of an HTTP failure, 2300017 for a
   * taken task name, absent otherwise.
   */
  readonly code: number | undefined;
  /** Field messages of a rejected form (HTTP 400 `data.fields`). */
  readonly fields: Readonly<Record<string, string>>;
  /** What the server logged a failure of its own under (HTTP 500 `data.requestId`). */
  readonly requestId: string | undefined;

  constructor(message: string, details: { httpStatus?: number; code?: number; fields?: Record<string, string>; requestId?: string } = {}) {
    super(message);
    this.httpStatus = details.httpStatus;
    this.code = details.code;
    this.fields = details.fields ?? {};
    this.requestId = details.requestId;
  }
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
