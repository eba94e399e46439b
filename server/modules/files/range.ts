import parseRangeHeader from 'range-parser';

type RangeRequest = { kind: 'full' } | { kind: 'partial'; start: number; end: number } | { kind: 'unsatisfiable' };

/**
 * Reads a `Range` header (RFC 9110 §14.1.2) with range-parser, which Node's static servers use. One byte
 * range is served as asked; several ranges would need a multipart answer, so the whole content is sent
 * instead, as the RFC allows; a malformed header is ignored; a range wholly past the end is a 416.
 */
export function parseRange(header: string | undefined, size: number): RangeRequest {
  if (!header) return { kind: 'full' };
  const ranges = parseRangeHeader(size, header, { combine: true });
  if (ranges === -2) return { kind: 'full' };
  if (ranges === -1) return { kind: 'unsatisfiable' };
  if (ranges.type !== 'bytes' || ranges.length !== 1) return { kind: 'full' };
  const [range] = ranges;
  return { kind: 'partial', start: range!.start, end: range!.end };
}
