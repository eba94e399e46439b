import { DOC_URL } from './paths';

/**
 * Addresses of a file's bytes for the browser itself (a download link, an img or media element). The
 * server sends them with a sandboxing CSP and nosniff, so they never run as part of the app.
 */
export function fileContentUrl(libraryId: number, nodeId: number, options: { disposition: 'inline' | 'attachment'; version?: number }): string {
  const query = new URLSearchParams({ disposition: options.disposition });
  if (options.version !== undefined) query.set('version', String(options.version));
  return `${DOC_URL}/file/content/${libraryId}/${nodeId}?${query}`;
}

/** A folder and everything in it as one streamed zip. */
export function folderZipUrl(libraryId: number, nodeId: number): string {
  return `${DOC_URL}/file/zip/${libraryId}/${nodeId}`;
}
