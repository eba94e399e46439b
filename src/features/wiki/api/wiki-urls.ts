import { endpointPath } from '../../../../contract/endpoint';
import { wikiEndpoints, wikiExportEndpoints } from '../../../../contract/wiki';
import { API_PREFIX } from '../../../api/api-prefix';
import { api } from '../../../api/client';

/** The page as Markdown with its images, in a zip the browser downloads. */
export function wikiPageExportUrl(libraryId: number, pageId: number): string {
  return `${API_PREFIX}${endpointPath(wikiExportEndpoints.exportPage, { params: { libraryId, pageId } })}`;
}

/** Every readable page of the wiki as Markdown files in folders, in one zip. */
export function wikiExportUrl(libraryId: number): string {
  return `${API_PREFIX}${endpointPath(wikiExportEndpoints.exportWiki, { params: { libraryId } })}`;
}

/**
 * Stores a pasted or dropped image in the library's wiki images folder; resolves to the address the
 * image node shows it from. The server's message rejects when the library refuses it.
 */
export async function uploadWikiImage(libraryId: number, pageId: number, file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file, file.name || 'image.png');
  const path = endpointPath(wikiEndpoints.uploadImage, { params: { libraryId, pageId } });
  const stored = await api.post<{ src: string }>(path, form);
  return `${API_PREFIX}${stored.src}`;
}
