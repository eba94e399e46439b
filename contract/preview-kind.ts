/**
 * How a file is shown on the browse screen, decided by its extension first and its type second. The server
 * serves each kind's preview by the same rule, so what the page asks for is exactly what it may display.
 */
export type PreviewKind = 'image' | 'pdf' | 'markdown' | 'code' | 'text' | 'audio' | 'video' | 'office' | 'none';

/** Raster images only: an SVG is a document that can hold script, so it is previewed as its source. */
const IMAGE = new Set(['png', 'jpg', 'jpeg', 'gif', 'bmp', 'webp', 'ico', 'avif']);
const AUDIO = new Set(['mp3', 'wav', 'ogg', 'oga', 'aac', 'flac', 'm4a', 'wma', 'opus']);
const VIDEO = new Set(['mp4', 'webm', 'ogv', 'mov', 'm4v', 'mkv', 'avi', 'flv', '3gp', 'rmvb', 'm3u8', 'swf']);
/** What LibreOffice turns into PDF on the server for preview. */
const OFFICE_EXTENSIONS = new Set(['doc', 'docx', 'xls', 'xlsx', 'ppt', 'pptx', 'odt', 'ods', 'odp', 'rtf', 'pages', 'numbers', 'key', 'keynote']);
const MARKDOWN = new Set(['md', 'markdown', 'mdown', 'mkd']);
const TEXT = new Set(['txt', 'log', 'csv', 'tsv', 'text', 'conf', 'cfg', 'env', 'properties', 'gitignore', 'editorconfig']);

/** highlight.js language of each source extension the preview knows. */
const CODE: Record<string, string> = {
  js: 'javascript',
  mjs: 'javascript',
  cjs: 'javascript',
  jsx: 'javascript',
  ts: 'typescript',
  tsx: 'typescript',
  mts: 'typescript',
  cts: 'typescript',
  json: 'json',
  py: 'python',
  java: 'java',
  c: 'c',
  h: 'c',
  cc: 'cpp',
  cpp: 'cpp',
  cxx: 'cpp',
  hpp: 'cpp',
  hh: 'cpp',
  cs: 'csharp',
  go: 'go',
  rs: 'rust',
  rb: 'ruby',
  php: 'php',
  kt: 'kotlin',
  kts: 'kotlin',
  swift: 'swift',
  sh: 'bash',
  bash: 'bash',
  zsh: 'bash',
  yml: 'yaml',
  yaml: 'yaml',
  xml: 'xml',
  svg: 'xml',
  html: 'xml',
  htm: 'xml',
  vue: 'xml',
  css: 'css',
  scss: 'scss',
  less: 'less',
  sql: 'sql',
  ini: 'ini',
  toml: 'ini',
  diff: 'diff',
  patch: 'diff',
  lua: 'lua',
  pl: 'perl',
  dockerfile: 'dockerfile',
  makefile: 'makefile',
  gradle: 'java',
  scala: 'scala',
  r: 'r',
  dart: 'dart',
};

/** The extension a preview goes by: a name like `Dockerfile` or `Makefile` counts as its own kind. */
export function previewExtension(name: string): string {
  const lower = name.toLowerCase();
  if (lower === 'dockerfile' || lower === 'makefile') return lower;
  const dot = lower.lastIndexOf('.');
  return dot > 0 ? lower.slice(dot + 1) : '';
}

export function previewKind(name: string, mime: string): PreviewKind {
  const extension = previewExtension(name);
  if (extension === 'pdf') return 'pdf';
  if (IMAGE.has(extension)) return 'image';
  if (MARKDOWN.has(extension)) return 'markdown';
  if (extension in CODE) return 'code';
  if (TEXT.has(extension)) return 'text';
  if (AUDIO.has(extension)) return 'audio';
  if (VIDEO.has(extension)) return 'video';
  if (OFFICE_EXTENSIONS.has(extension)) return 'office';
  if (mime === 'application/pdf') return 'pdf';
  if (mime.startsWith('image/') && mime !== 'image/svg+xml') return 'image';
  if (mime.startsWith('audio/')) return 'audio';
  if (mime.startsWith('video/')) return 'video';
  if (mime.startsWith('text/') || mime === 'application/json' || mime === 'application/xml') return 'text';
  return 'none';
}

/** The highlight.js language of a source file, if the preview highlights it. */
export function codeLanguage(name: string): string | undefined {
  return CODE[previewExtension(name)];
}
