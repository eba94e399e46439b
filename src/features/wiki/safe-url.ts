/** The schemes a wiki link may use; anything else (`javascript:`, `data:`, `vbscript:`) is never a link. */
export const LINK_PROTOCOLS = ['http', 'https', 'mailto'] as const;

/**
 * Whether an address may become a link or an image source: one of `LINK_PROTOCOLS`, or an address on
 * this site (`/…`, `#…`). Control characters and whitespace tricks (`java\tscript:`) fail the scheme test.
 */
export function isSafeUrl(value: string): boolean {
  const url = value.trim();
  if (url === '' || /[\u0000-\u001f\u007f]/.test(url)) return false;
  if (url.startsWith('#') || (url.startsWith('/') && !url.startsWith('//'))) return true;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  return scheme !== undefined && (LINK_PROTOCOLS as readonly string[]).includes(scheme);
}
