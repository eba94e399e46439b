import type { ErrorCode } from '../../../contract/error-codes';
import { AppError, errors } from '../../errors';
import type { MessageKey } from '../../i18n/messages';

const PREVIEW_CODES = {
  previewNeedsLibreOffice: 'PREVIEW_NEEDS_LIBREOFFICE',
  previewNotOffice: 'PREVIEW_NOT_OFFICE',
  previewFailed: 'PREVIEW_FAILED',
  previewUnsupported: 'PREVIEW_UNSUPPORTED',
  previewUnavailable: 'PREVIEW_UNAVAILABLE',
  previewKindOff: 'PREVIEW_OFF',
} as const satisfies Partial<Record<MessageKey, ErrorCode>>;

/** Statuses the file calls need beyond the shared factories: byte ranges, upload size and previews. */
export const libraryErrors = {
  rangeNotSatisfiable: () => new AppError(416, 'RANGE_NOT_SATISFIABLE', 'rangeNotSatisfiable'),
  personalQuotaExceeded: (quotaBytes: number) => new AppError(413, 'PERSONAL_QUOTA', 'personalQuotaExceeded', { count: Math.floor(quotaBytes / (1024 * 1024)) }),
  uploadTooLarge: (maxBytes: number) => errors.tooLarge('uploadTooLarge', { count: Math.floor(maxBytes / (1024 * 1024)) }),
  preview: (key: keyof typeof PREVIEW_CODES) => new AppError(422, PREVIEW_CODES[key], key),
  /** Acting on something in the recycle bin: it exists, but not where the call expects it. */
  inRecycle: (name: string) => new AppError(409, 'IN_RECYCLE', 'nodeInRecycle', { name }),
  nameTaken: (name: string) => new AppError(409, 'NAME_TAKEN', 'nodeNameTaken', { name }),
};
