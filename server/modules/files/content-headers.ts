import { create as contentDisposition } from 'content-disposition';
import type { TextCharset } from '../../../contract/text-encoding';
import { servedType } from './mime';

/**
 * Headers for serving a user's file. The file is someone's upload, so it must never act as part of the
 * app: the type is one no browser runs or applies (and nosniff keeps it so), only same-origin pages may
 * embed it, and a sandboxing CSP with no sources means a file opened directly renders without running
 * script, in an opaque origin that cannot read the app's cookies or storage.
 */
const USER_CONTENT_CSP = "default-src 'none'; img-src 'self' data:; media-src 'self'; style-src 'unsafe-inline'; sandbox";

export function userContentHeaders(disposition: 'inline' | 'attachment', name: string, mime: string, charset?: TextCharset): Record<string, string> {
  return {
    'Content-Type': servedType(mime, charset),
    // content-disposition writes an ASCII fallback and the exact name in RFC 8187 `filename*`.
    'Content-Disposition': contentDisposition(name, { type: disposition }),
    'X-Content-Type-Options': 'nosniff',
    'Content-Security-Policy': USER_CONTENT_CSP,
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Cache-Control': 'private, no-cache',
  };
}

/** A rendition for display: shown in the page, never kept by the browser or anything between. */
export function previewHeaders(name: string, mime: string, charset?: TextCharset): Record<string, string> {
  return { ...userContentHeaders('inline', name, mime, charset), 'Cache-Control': 'no-store' };
}
