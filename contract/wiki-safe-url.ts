/** Only these link and image targets survive into what the server hands out; `javascript:` and the like never do. */
const SAFE_URL = /^(https?:|mailto:|#|\/(?!\/)|\.{1,2}\/|[^:/?#]+(?:[/?#]|$))/i;

export function safeUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const url = value.trim();
  // Control characters and whitespace inside a scheme are how `java\tscript:` slips past a naive check.
  if (url === '' || /[\u0000-\u001f\u007f]/.test(url)) return null;
  return SAFE_URL.test(url) ? url : null;
}
