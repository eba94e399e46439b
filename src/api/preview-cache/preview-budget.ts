/**
 * The accounting of the preview cache: which stored previews make room when the cache is over its
 * cap. Previews kept with a library are the person's explicit choice and sit outside the cap; the
 * rest go least recently used first.
 */
export interface StoredPreview {
  /** The address the bytes were read from; it names the file's version, so a new version is a new entry. */
  url: string;
  bytes: number;
  /** When the preview was last shown (ms since the epoch). */
  lastUsed: number;
  /** The library whose offline copy holds it, or null for a preview that was only looked at. */
  keptBy: number | null;
}

/** What the capped part of the cache holds. */
export function browsingUsage(entries: readonly StoredPreview[]): { bytes: number; count: number } {
  let bytes = 0;
  let count = 0;
  for (const entry of entries) {
    if (entry.keptBy !== null) continue;
    bytes += entry.bytes;
    count += 1;
  }
  return { bytes, count };
}

/** The addresses to drop, least recently used first, until what is left fits `capBytes`. */
export function evictionsToFit(entries: readonly StoredPreview[], capBytes: number): string[] {
  const capped = entries.filter((entry) => entry.keptBy === null).sort((a, b) => a.lastUsed - b.lastUsed || a.url.localeCompare(b.url));
  let total = capped.reduce((sum, entry) => sum + entry.bytes, 0);
  const evicted: string[] = [];
  for (const entry of capped) {
    if (total <= capBytes) break;
    total -= entry.bytes;
    evicted.push(entry.url);
  }
  return evicted;
}

/**
 * Whether a newly shown preview goes in, and what leaves to make room. One larger than the whole cap
 * never goes in: it would push out everything else and still not fit.
 */
export function admit(entries: readonly StoredPreview[], incoming: StoredPreview, capBytes: number): { admitted: boolean; evicted: string[] } {
  if (incoming.keptBy === null && incoming.bytes > capBytes) return { admitted: false, evicted: [] };
  const others = entries.filter((entry) => entry.url !== incoming.url);
  return { admitted: true, evicted: evictionsToFit([...others, incoming], capBytes).filter((url) => url !== incoming.url) };
}
