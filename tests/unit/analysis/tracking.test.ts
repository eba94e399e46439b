import { describe, expect, it } from 'vitest';
import { fingerprintFindings, lineHash, matchFindings, type PreviousDefect, type TrackedFinding } from '../../../server/analysis/tracking';
import type { Finding } from '../../../server/analysis/types';

const finding = (path: string, line: number, checker = 'no-undef', message = 'x is not defined'): Finding => ({
  tool: 'ESLINT', checker, severity: 1, path, line, message,
});

function asPrevious(tracked: TrackedFinding[], state: PreviousDefect['state'] = 'open') {
  return tracked.map((t, index) => ({
    id: `p${index}`, tool: t.tool, checker: t.checker, path: t.path, line: t.line, message: t.message,
    fingerprint: t.fingerprint, lineHash: t.lineHash, contextHash: t.contextHash, state, handler: `h${index}`,
  }));
}

describe('fingerprints', () => {
  it('hash the line without whitespace, like SonarQube', () => {
    expect(lineHash('  if (a)  {')).toBe(lineHash('if(a){'));
    expect(lineHash('if (a) {')).not.toBe(lineHash('if (b) {'));
  });

  it('survive lines moving and reindenting, and tell identical lines apart by occurrence', () => {
    const before = ['a', 'use(x);', 'b', 'use(x);'];
    const after = ['new line', 'a', '    use(x);', 'b', 'use(x);'];
    const one = fingerprintFindings([finding('f.js', 2), finding('f.js', 4)], () => before);
    const two = fingerprintFindings([finding('f.js', 3), finding('f.js', 5)], () => after);
    expect(two.map((t) => t.fingerprint)).toEqual(one.map((t) => t.fingerprint));
    expect(new Set(one.map((t) => t.fingerprint)).size).toBe(2);
  });

  it('keep a fingerprint an ingested result brought', () => {
    const [tracked] = fingerprintFindings([{ ...finding('f.kt', 1), fingerprint: 'sarif:abc' }], () => ['x']);
    expect(tracked?.fingerprint).toBe('sarif:abc');
  });
});

describe('matching with the previous scan', () => {
  const lines = ['const a = 1;', 'call(x);', 'const b = 2;', 'other(y);'];

  it('matches what is still there, creates what is new, fixes what is gone', () => {
    const previous = asPrevious(fingerprintFindings([finding('f.js', 2), finding('f.js', 4, 'no-debugger', 'debugger')], () => lines));
    const current = fingerprintFindings([finding('f.js', 2), finding('f.js', 1, 'no-unused-vars', 'a unused')], () => lines);
    const result = matchFindings(previous, current);
    expect(result.matched.map((m) => [m.previous.id, m.previous.handler, m.current.line])).toEqual([['p0', 'h0', 2]]);
    expect(result.created.map((f) => f.checker)).toEqual(['no-unused-vars']);
    expect(result.fixed.map((d) => d.checker)).toEqual(['no-debugger']);
  });

  it('reopens a fixed defect that comes back', () => {
    const previous = asPrevious(fingerprintFindings([finding('f.js', 2)], () => lines), 'fixed');
    const result = matchFindings(previous, fingerprintFindings([finding('f.js', 2)], () => lines));
    expect(result.reopened.map((m) => m.previous.id)).toEqual(['p0']);
    expect(result.matched).toEqual([]);
  });

  it('does not fix defects in files an incremental scan did not look at', () => {
    const previous = asPrevious(fingerprintFindings([finding('a.js', 2), finding('b.js', 2)], () => lines));
    const result = matchFindings(previous, [], { scannedPaths: new Set(['a.js']) });
    expect(result.fixed.map((d) => d.path)).toEqual(['a.js']);
    expect(result.untouched.map((d) => d.path)).toEqual(['b.js']);
  });

  it('follows a defect whose line text changed through its context, then through its message', () => {
    const before = ['one', 'two', 'call(x);', 'three', 'four'];
    const edited = ['one', 'two', 'call(x, extra);', 'three', 'four'];
    const previous = asPrevious(fingerprintFindings([finding('f.js', 3)], () => before));
    const byMessage = matchFindings(previous, fingerprintFindings([finding('f.js', 3)], () => edited));
    expect(byMessage.matched).toHaveLength(1);
    const moved = ['zero', 'one', 'two', 'call(x);', 'three', 'four'];
    const byContext = matchFindings(previous, fingerprintFindings([finding('f.js', 4, 'no-undef', 'changed wording')], () => moved));
    expect(byContext.matched.map((m) => m.current.line)).toEqual([4]);
  });

  it('gives each of two identical previous defects the nearest current one', () => {
    const file = ['x;', 'x;'];
    const previous = asPrevious(fingerprintFindings([finding('f.js', 1), finding('f.js', 2)], () => file));
    const current = fingerprintFindings([finding('f.js', 2), finding('f.js', 3)], () => ['y;', 'x;', 'x;']);
    const result = matchFindings(previous, current);
    expect(result.matched.map((m) => [m.previous.line, m.current.line])).toEqual([[1, 2], [2, 3]]);
  });
});
