import { createHash } from 'node:crypto';
import type { Finding } from './types';

/**
 * Gives findings an identity that survives unrelated edits, and matches a scan's findings to the
 * previous scan's defects. Identity follows SonarQube's line hash (MD5 of the line with all
 * whitespace removed) plus the occurrence among identical keys in the file; matching runs in passes
 * from strict to loose as SonarQube and CodeCC do: exact fingerprint, then the line's context
 * (±5 non-blank lines, CodeCC's fuzzy hash), then the line hash alone, then the message.
 */

const CONTEXT_LINES = 5;

export interface TrackedFinding extends Finding {
  fingerprint: string;
  lineText: string;
  lineHash: string;
  contextHash: string;
}

export function lineHash(text: string): string {
  return createHash('md5').update(text.replace(/\s+/g, '')).digest('hex');
}

function contextHash(lines: string[], index: number): string {
  const normalised = (line: string | undefined) => (line ?? '').replace(/\s+/g, '');
  const before: string[] = [];
  for (let i = index - 1; i >= 0 && before.length < CONTEXT_LINES; i -= 1) {
    const line = normalised(lines[i]);
    if (line !== '') before.unshift(line);
  }
  const after: string[] = [];
  for (let i = index + 1; i < lines.length && after.length < CONTEXT_LINES; i += 1) {
    const line = normalised(lines[i]);
    if (line !== '') after.push(line);
  }
  return createHash('md5').update([...before, normalised(lines[index]), ...after].join('\n')).digest('hex');
}

/**
 * Fingerprints every finding. `linesOf` gives a file's lines (undefined when unreadable, then the
 * message stands in for the line). A fingerprint an ingested SARIF result brought is kept.
 */
export function fingerprintFindings(findings: Finding[], linesOf: (path: string) => string[] | undefined): TrackedFinding[] {
  const ordered = [...findings].sort(
    (a, b) => a.path.localeCompare(b.path) || a.line - b.line || (a.column ?? 0) - (b.column ?? 0) || a.checker.localeCompare(b.checker),
  );
  const occurrences = new Map<string, number>();
  return ordered.map((finding) => {
    const lines = linesOf(finding.path);
    const text = finding.lineText ?? lines?.[finding.line - 1] ?? '';
    const hash = lines || finding.lineText !== undefined ? lineHash(text) : lineHash(`message:${finding.message}`);
    const key = `${finding.tool}\0${finding.checker}\0${finding.path}\0${hash}`;
    const occurrence = occurrences.get(key) ?? 0;
    occurrences.set(key, occurrence + 1);
    const fingerprint =
      finding.fingerprint ?? createHash('sha1').update(`${key}\0${occurrence}`).digest('hex');
    return {
      ...finding,
      fingerprint,
      lineText: text,
      lineHash: hash,
      contextHash: lines ? contextHash(lines, finding.line - 1) : hash,
    };
  });
}

type DefectState = 'open' | 'fixed' | 'ignored';

/** What tracking needs of a stored defect; everything else it carries (author, handler, createdAt…) passes through. */
export interface PreviousDefect {
  id: string;
  tool: string;
  checker: string;
  path: string;
  line: number;
  message: string;
  fingerprint: string;
  lineHash: string;
  contextHash: string;
  state: DefectState;
}

interface Match<P extends PreviousDefect> {
  previous: P;
  current: TrackedFinding;
}

interface MatchResult<P extends PreviousDefect> {
  /** Still present: keep the previous id, author, handler, state and creation time; take the new position. */
  matched: Array<Match<P>>;
  /** Previously fixed and back again. */
  reopened: Array<Match<P>>;
  /** Not seen before. */
  created: TrackedFinding[];
  /** Open before, gone now, in a file this scan looked at. */
  fixed: P[];
  /** Not matched but in a file an incremental scan did not look at (or already fixed): left as they are. */
  untouched: P[];
}

type Key = (value: { tool: string; checker: string; path: string }) => string;

function runPass<P extends PreviousDefect>(
  previous: P[],
  current: TrackedFinding[],
  usedPrevious: Set<P>,
  usedCurrent: Set<TrackedFinding>,
  keyOfPrevious: (defect: P) => string,
  keyOfCurrent: (finding: TrackedFinding) => string,
  matches: Array<Match<P>>,
): void {
  const candidates = new Map<string, P[]>();
  for (const defect of previous) {
    if (usedPrevious.has(defect)) continue;
    const key = keyOfPrevious(defect);
    candidates.set(key, [...(candidates.get(key) ?? []), defect]);
  }
  for (const finding of current) {
    if (usedCurrent.has(finding)) continue;
    const pool = candidates.get(keyOfCurrent(finding));
    if (!pool || pool.length === 0) continue;
    // Several candidates: the nearest line wins, so swapped duplicates keep their own history.
    let bestIndex = 0;
    for (let index = 1; index < pool.length; index += 1) {
      const best = pool[bestIndex] as P;
      const candidate = pool[index] as P;
      if (Math.abs(candidate.line - finding.line) < Math.abs(best.line - finding.line)) bestIndex = index;
    }
    const [chosen] = pool.splice(bestIndex, 1) as [P];
    usedPrevious.add(chosen);
    usedCurrent.add(finding);
    matches.push({ previous: chosen, current: finding });
  }
}

export function matchFindings<P extends PreviousDefect>(
  previous: P[],
  current: TrackedFinding[],
  options: { scannedPaths?: ReadonlySet<string> } = {},
): MatchResult<P> {
  const usedPrevious = new Set<P>();
  const usedCurrent = new Set<TrackedFinding>();
  const matches: Array<Match<P>> = [];
  const base: Key = (value) => `${value.tool}\0${value.checker}\0${value.path}`;
  runPass(previous, current, usedPrevious, usedCurrent, (d) => d.fingerprint, (f) => f.fingerprint, matches);
  runPass(previous, current, usedPrevious, usedCurrent, (d) => `${base(d)}\0${d.contextHash}`, (f) => `${base(f)}\0${f.contextHash}`, matches);
  runPass(previous, current, usedPrevious, usedCurrent, (d) => `${base(d)}\0${d.lineHash}`, (f) => `${base(f)}\0${f.lineHash}`, matches);
  runPass(previous, current, usedPrevious, usedCurrent, (d) => `${base(d)}\0${d.message}`, (f) => `${base(f)}\0${f.message}`, matches);

  const result: MatchResult<P> = { matched: [], reopened: [], created: [], fixed: [], untouched: [] };
  for (const match of matches) {
    if (match.previous.state === 'fixed') result.reopened.push(match);
    else result.matched.push(match);
  }
  result.created = current.filter((finding) => !usedCurrent.has(finding));
  for (const defect of previous) {
    if (usedPrevious.has(defect)) continue;
    const scanned = options.scannedPaths === undefined || options.scannedPaths.has(defect.path);
    if (defect.state === 'open' && scanned) result.fixed.push(defect);
    else result.untouched.push(defect);
  }
  return result;
}
