import { fileContentEndpoints } from '../../../contract/files';
import { API_PREFIX } from '../api-prefix';

/**
 * A request the page sends while keeping a library offline: it stores the bytes itself, so the
 * service worker lets it pass untouched instead of counting it as a preview looked at.
 */
export const KEEP_REQUEST_HEADER = 'X-Offline-Keep';

function escapeRegExp(value: string) {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The preview endpoint's path with each `{param}` standing for a number. */
const PREVIEW_PATH = new RegExp(`^${escapeRegExp(API_PREFIX + fileContentEndpoints.preview.path).replace(/\\\{\w+\\\}/g, '\\d+')}$`);

/** Whether an address is a file's preview (the bytes the browse screen shows). */
export function isPreviewPath(pathname: string): boolean {
  return PREVIEW_PATH.test(pathname);
}
