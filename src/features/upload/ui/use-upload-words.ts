import { useI18nContext } from '../../../../i18n/i18n-react';
import { formatBytes } from '../../../lib/display-format';
import { formatTimeRemaining } from '../format';
import type { UploadError } from '../types';

/** Sizes, speeds, times and failures of the upload list in the person's language (spec §9's units). */
export function useUploadWords() {
  const { LL, locale } = useI18nContext();
  const words = LL.uploadPanel;

  function size(bytes: number): string {
    return formatBytes(bytes, locale);
  }

  function speed(bytesPerSecond: number): string {
    return words.perSecond({ size: size(bytesPerSecond) });
  }

  function time(seconds: number): string {
    const { key, value } = formatTimeRemaining(seconds);
    return words.time[key]({ value });
  }

  /** The server's own (already localised) message when it sent one. */
  function failure(error: UploadError | null): string {
    if (!error) return '';
    if (error.status === 401) return words.errors.signedOut();
    if (error.message && error.kind === 'server') return error.message;
    if (error.kind === 'server') return words.errors.server({ status: error.status ?? 0 });
    return words.errors[error.kind]();
  }

  return { LL, words, size, speed, time, failure };
}
