/** The page a wiki address names: `'null'` asks for the wiki's first page, anything else must be a page id (else undefined). */
export function pageIdParam(id: string): number | null | undefined {
  if (id === 'null') return null;
  return /^[1-9]\d{0,9}$/.test(id) ? Number(id) : undefined;
}
