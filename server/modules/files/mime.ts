import mime from 'mime';
import { extensionOf } from '../../../contract/files';
import type { TextCharset } from '../../../contract/text-encoding';

/** Text files the search extracts as they are: plain text, Markdown, data formats and source code. */
export const TEXT_EXTENSIONS = new Set([
  'txt', 'text', 'md', 'markdown', 'csv', 'tsv', 'log', 'json', 'yaml', 'yml', 'xml', 'html', 'htm', 'css', 'scss', 'less',
  'js', 'jsx', 'ts', 'tsx', 'mjs', 'cjs', 'vue', 'svelte', 'py', 'java', 'kt', 'kts', 'go', 'rs', 'c', 'h', 'cpp', 'hpp', 'cc',
  'cxx', 'cs', 'php', 'rb', 'sh', 'bash', 'zsh', 'ps1', 'bat', 'sql', 'ini', 'toml', 'conf', 'cfg', 'properties', 'gradle',
  'swift', 'scala', 'lua', 'r', 'pl', 'tex', 'rst', 'adoc', 'srt', 'svg', 'dart', 'groovy', 'proto', 'graphql',
]);

/** Office and PDF files, whose text comes from the document extractor. */
export const DOCUMENT_EXTENSIONS = new Set(['pdf', 'docx', 'xlsx', 'pptx', 'odt', 'ods', 'odp']);

/**
 * The content type stored with each version and sent back (always with `nosniff`, so the browser never
 * guesses from the bytes), from the `mime` package's database. Source code is the exception: the
 * database knows extensions by their commonest media meaning (`.ts` is an MPEG stream there), so a
 * text extension keeps its type only when that type is text, JSON or XML, and is plain text otherwise.
 */
export function mimeOf(name: string): string {
  const extension = extensionOf(name);
  const known = mime.getType(extension);
  if (TEXT_EXTENSIONS.has(extension)) return known && /^text\/|[/+](json|xml)$/.test(known) ? known : 'text/plain';
  return known ?? 'application/octet-stream';
}

/** Documents and archives a browser only ever displays or downloads; nothing served as one can run or style a page. */
const DISPLAY_ONLY_DOCUMENTS = new Set([
  'application/pdf', 'application/msword', 'application/vnd.ms-excel', 'application/vnd.ms-powerpoint', 'application/rtf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text', 'application/vnd.oasis.opendocument.spreadsheet', 'application/vnd.oasis.opendocument.presentation',
  'application/epub+zip', 'application/zip', 'application/gzip', 'application/x-tar', 'application/x-7z-compressed',
]);

/** Raster images, audio and video are only ever displayed or played; SVG is a document that can carry script. */
function isDisplayOnly(type: string): boolean {
  return /^(audio|video)\//.test(type) || (type.startsWith('image/') && !type.includes('svg')) || DISPLAY_ONLY_DOCUMENTS.has(type);
}

/** Whether a file stored as `type` is sent as plain text (see servedType). */
export function servedAsText(type: string): boolean {
  return !isDisplayOnly(type) && (type.startsWith('text/') || /^[\w.-]+\/([\w.-]+\+)?(json|xml)$/.test(type));
}

/**
 * The type a user's file is sent with, whatever it was stored as. Script, style, HTML, SVG, XML, JSON,
 * WebAssembly and anything unknown go out as plain text or opaque bytes, so with `nosniff` no upload can
 * ever be loaded from the app's origin as a script, a style sheet, a module or a document of its own.
 * Text says the encoding its bytes are in: UTF-8 unless the caller read them and knows otherwise.
 */
export function servedType(type: string, charset: TextCharset = 'utf-8'): string {
  if (isDisplayOnly(type)) return type;
  if (servedAsText(type)) return `text/plain; charset=${charset}`;
  return 'application/octet-stream';
}
