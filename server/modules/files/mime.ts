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

/** What LibreOffice can turn into a PDF for preview. */
export const OFFICE_EXTENSIONS = new Set(['doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'odt', 'ods', 'odp', 'rtf', 'pages', 'numbers', 'key', 'keynote']);

export function mimeOf(name: string): string {
  const extension = extensionOf(name);
  return TYPES[extension] ?? (TEXT_EXTENSIONS.has(extension) ? 'text/plain' : 'application/octet-stream');
}
