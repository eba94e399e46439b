import { DOC_URL } from './paths';

/**
 * Addresses of a file for the browser itself. The server sends everything with a sandboxing CSP,
 * nosniff and a type no browser runs, so nothing here ever acts as part of the app.
 */

/** The original bytes of a version, as a download: only for people with the download permission. */
export function fileDownloadUrl(libraryId: number, nodeId: number, version?: number): string {
  const query = new URLSearchParams({ disposition: 'attachment' });
  if (version !== undefined) query.set('version', String(version));
  return `${DOC_URL}/file/content/${libraryId}/${nodeId}?${query}`;
}

/**
 * What the browse screen displays of a version (text, an image, a PDF, an Office file as PDF), for anyone
 * who may read the library, with or without the download permission.
 */
export function filePreviewUrl(libraryId: number, nodeId: number, version?: number): string {
  const query = version === undefined ? '' : `?${new URLSearchParams({ version: String(version) })}`;
  return `${DOC_URL}/file/preview/${libraryId}/${nodeId}${query}`;
}

/** A folder and everything in it as one streamed zip. */
export function folderZipUrl(libraryId: number, nodeId: number): string {
  return `${DOC_URL}/file/zip/${libraryId}/${nodeId}`;
}
