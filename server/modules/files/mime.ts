import { extensionOf } from '../../../contract/files';

/**
 * Content types by extension. Stored with each version and sent back when the file is served, always
 * with `nosniff`, so the browser never guesses a type from the bytes.
 */
const TYPES: Record<string, string> = {
  gif: 'image/gif',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  bmp: 'image/bmp',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  ico: 'image/x-icon',
  mp4: 'video/mp4',
  m3u8: 'application/vnd.apple.mpegurl',
  avi: 'video/x-msvideo',
  '3gp': 'video/3gpp',
  mkv: 'video/x-matroska',
  flv: 'video/x-flv',
  webm: 'video/webm',
  mov: 'video/quicktime',
  mp3: 'audio/mpeg',
  wav: 'audio/wav',
  wma: 'audio/x-ms-wma',
  ogg: 'audio/ogg',
  aac: 'audio/aac',
  flac: 'audio/flac',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  ppt: 'application/vnd.ms-powerpoint',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  odp: 'application/vnd.oasis.opendocument.presentation',
  rtf: 'application/rtf',
  epub: 'application/epub+zip',
  zip: 'application/zip',
  gz: 'application/gzip',
  tar: 'application/x-tar',
  '7z': 'application/x-7z-compressed',
  json: 'application/json',
  xml: 'application/xml',
  html: 'text/html',
  htm: 'text/html',
  css: 'text/css',
  csv: 'text/csv',
  md: 'text/markdown',
  markdown: 'text/markdown',
  js: 'text/javascript',
  mjs: 'text/javascript',
};

/** Text files the search extracts as they are: plain text, Markdown, data formats and source code. */
export const TEXT_EXTENSIONS = new Set([
  'txt', 'text', 'md', 'markdown', 'csv', 'tsv', 'log', 'json', 'yaml', 'yml', 'xml', 'html', 'htm', 'css', 'scss', 'less',
  'js', 'jsx', 'ts', 'tsx', 'mjs', 'cjs', 'vue', 'svelte', 'py', 'java', 'kt', 'kts', 'go', 'rs', 'c', 'h', 'cpp', 'hpp', 'cc',
  'cxx', 'cs', 'php', 'rb', 'sh', 'bash', 'zsh', 'ps1', 'bat', 'sql', 'ini', 'toml', 'conf', 'cfg', 'properties', 'gradle',
  'swift', 'scala', 'lua', 'r', 'pl', 'tex', 'rst', 'adoc', 'srt', 'svg', 'dart', 'groovy', 'proto', 'graphql',
]);

/** Office and PDF files, whose text comes from the document extractor. */
export const DOCUMENT_EXTENSIONS = new Set(['pdf', 'docx', 'xlsx', 'pptx', 'odt', 'ods', 'odp']);

export function mimeOf(name: string): string {
  const extension = extensionOf(name);
  return TYPES[extension] ?? (TEXT_EXTENSIONS.has(extension) ? 'text/plain' : 'application/octet-stream');
}

/** Types a browser only ever displays or plays; nothing served with one of them can run or style a page. */
const DISPLAY_ONLY_TYPES = new Set([
  'image/gif', 'image/jpeg', 'image/png', 'image/bmp', 'image/webp', 'image/x-icon',
  ...Object.values(TYPES).filter((type) => type.startsWith('audio/') || type.startsWith('video/')),
  'application/pdf', 'application/msword', 'application/vnd.ms-excel', 'application/vnd.ms-powerpoint', 'application/rtf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text', 'application/vnd.oasis.opendocument.spreadsheet', 'application/vnd.oasis.opendocument.presentation',
  'application/epub+zip', 'application/zip', 'application/gzip', 'application/x-tar', 'application/x-7z-compressed',
]);

/**
 * The type a user's file is sent with, whatever it was stored as. Script, style, HTML, SVG, XML, JSON,
 * WebAssembly and anything unknown go out as plain text or opaque bytes, so with `nosniff` no upload can
 * ever be loaded from the app's origin as a script, a style sheet, a module or a document of its own.
 */
export function servedType(mime: string): string {
  if (DISPLAY_ONLY_TYPES.has(mime)) return mime;
  if (mime.startsWith('text/') || /^[\w.-]+\/([\w.-]+\+)?(json|xml)$/.test(mime)) return 'text/plain; charset=utf-8';
  return 'application/octet-stream';
}
