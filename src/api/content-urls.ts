import { endpointPath } from '../../contract/endpoint';
import { fileContentEndpoints } from '../../contract/files';
import { API_PREFIX } from './api-prefix';

/**
 * Addresses of a file for the browser itself. The server sends everything with a sandboxing CSP,
 * nosniff and a type no browser runs, so nothing here ever acts as part of the app.
 */

/** The original bytes of a version, as a download: only for people with the download permission. */
export function fileDownloadUrl(libraryId: number, nodeId: number, version?: number): string {
  return `${API_PREFIX}${endpointPath(fileContentEndpoints.content, { params: { libraryId, nodeId }, query: { disposition: 'attachment', version } })}`;
}

/**
 * What the browse screen displays of a version (text, an image, a PDF, an Office file as PDF), for anyone
 * who may read the library, with or without the download permission.
 */
export function filePreviewUrl(libraryId: number, nodeId: number, version?: number): string {
  return `${API_PREFIX}${endpointPath(fileContentEndpoints.preview, { params: { libraryId, nodeId }, query: { version } })}`;
}

/** A folder and everything in it as one streamed zip. */
export function folderZipUrl(libraryId: number, nodeId: number): string {
  return `${API_PREFIX}${endpointPath(fileContentEndpoints.zip, { params: { libraryId, nodeId } })}`;
}
