import { combineRanges, parse as parseRangeHeader } from 'range-parser';

type RangeRequest = { kind: 'full' } | { kind: 'partial'; start: number; end: number } | { kind: 'unsatisfiable' };

/**
 * Reads a `Range` header (RFC 9110 §14.1.2) with range-parser, which Node's static servers use. One byte
 * range is served as asked; several ranges would need a multipart answer, so the whole content is sent
 * instead, as the RFC allows; a malformed header is ignored; a range wholly past the end is a 416.
 */
export function parseRange(header: string | undefined, size: number): RangeRequest {
  if (!header) return { kind: 'full' };
  const parsed = parseRangeHeader(size, header);
  // Bit 1 of the code: some range was malformed, so the header is ignored as a whole.
  if (parsed.type !== 'bytes' || (parsed.code & 1) !== 0) return { kind: 'full' };
  if (parsed.ranges.length === 0) return size === 0 ? { kind: 'full' } : { kind: 'unsatisfiable' };
  const ranges = combineRanges(parsed.ranges);
  if (ranges.length !== 1) return { kind: 'full' };
  const [range] = ranges;
  return { kind: 'partial', start: range!.start, end: range!.end };
}
