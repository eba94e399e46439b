import { describe, expect, it } from 'vitest';
import { TASK_LIMITS } from '../../../contract/constants';
import { IngestError, ingestCheckstyle, ingestReport, ingestSarif } from '../../../server/analysis/ingest';

const SARIF = JSON.stringify({
  version: '2.1.0',
  runs: [
    {
      tool: { driver: { name: 'detekt', rules: [{ id: 'MagicNumber', defaultConfiguration: { level: 'note' } }, { id: 'TooManyFunctions' }] } },
      originalUriBaseIds: { SRCROOT: { uri: 'file:///home/runner/work/app/' } },
      results: [
        {
          ruleId: 'MagicNumber',
          message: { text: 'This expression contains a magic number.' },
          locations: [{ physicalLocation: { artifactLocation: { uri: 'src/main/kotlin/App.kt', uriBaseId: 'SRCROOT' }, region: { startLine: 12, startColumn: 9 } } }],
          partialFingerprints: { primaryLocationLineHash: 'abc123:1' },
        },
        {
          ruleIndex: 1,
          level: 'error',
          message: { text: 'Too many functions.' },
          locations: [{ physicalLocation: { artifactLocation: { uri: 'file:///home/runner/work/app/src/main/kotlin/Big.kt' }, region: { startLine: 1 } } }],
        },
        {
          ruleId: 'MagicNumber',
          message: { text: 'Outside the repository.' },
          locations: [{ physicalLocation: { artifactLocation: { uri: '../../etc/passwd' } } }],
        },
      ],
    },
  ],
});

describe('SARIF ingestion', () => {
  it('turns results into findings with severity from the level or the rule default, keeping fingerprints', () => {
    const result = ingestSarif(SARIF, 'DETEKT', { knownFiles: ['src/main/kotlin/App.kt', 'src/main/kotlin/Big.kt'] });
    expect(result.skipped).toBe(1);
    expect(result.findings).toEqual([
      {
        tool: 'DETEKT', checker: 'MagicNumber', severity: 3, path: 'src/main/kotlin/App.kt', line: 12, column: 9,
        message: 'This expression contains a magic number.', fingerprint: expect.stringMatching(/^sarif:[0-9a-f]{64}$/),
      },
      {
        tool: 'DETEKT', checker: 'TooManyFunctions', severity: 1, path: 'src/main/kotlin/Big.kt', line: 1, column: undefined,
        message: 'Too many functions.', fingerprint: undefined,
      },
    ]);
  });

  it('rates a result under review or left open by the tool as low, not by its rule, since such a result has no level of its own', () => {
    const log = JSON.stringify({
      version: '2.1.0',
      runs: [{
        tool: { driver: { name: 'x', rules: [{ id: 'r', defaultConfiguration: { level: 'error' } }] } },
        results: ['review', 'open', 'fail'].map((kind) => ({ ruleId: 'r', kind, message: { text: kind }, locations: [{ physicalLocation: { artifactLocation: { uri: 'a.cs' } } }] })),
      }],
    });
    expect(ingestSarif(log, 'STYLECOP').findings.map((finding) => [finding.message, finding.severity])).toEqual([['review', 3], ['open', 3], ['fail', 1]]);
  });

  it('gives the same fingerprint for the same partial fingerprints in any key order', () => {
    const log = (partial: Record<string, string>) =>
      JSON.stringify({ version: '2.1.0', runs: [{ tool: { driver: { name: 'x' } }, results: [{ ruleId: 'r', message: { text: 'm' }, locations: [{ physicalLocation: { artifactLocation: { uri: 'a.cs' } } }], partialFingerprints: partial }] }] });
    const a = ingestSarif(log({ one: '1', two: '2' }), 'STYLECOP').findings[0]?.fingerprint;
    const b = ingestSarif(log({ two: '2', one: '1' }), 'STYLECOP').findings[0]?.fingerprint;
    expect(a).toBe(b);
  });

  it('rejects what is not SARIF 2.1.0 with a typed error and a message key', () => {
    const attempt = (text: string) => {
      try {
        ingestSarif(text, 'DETEKT');
        return undefined;
      } catch (error) {
        return error as IngestError;
      }
    };
    expect(attempt('{')).toMatchObject({ name: 'IngestError', key: 'ingestMalformed' });
    expect(attempt(JSON.stringify({ version: '2.0.0', runs: [] }))).toMatchObject({ key: 'ingestMalformed' });
    expect(attempt(JSON.stringify({ version: '2.1.0', runs: [{ tool: {} }] }))).toMatchObject({ key: 'ingestMalformed' });
  });

  it('refuses reports over the size limit before parsing them', () => {
    const huge = `{"version":"2.1.0","runs":[],"pad":"${'x'.repeat(TASK_LIMITS.reportBytesMax)}"}`;
    expect(() => ingestSarif(huge, 'DETEKT')).toThrow(expect.objectContaining({ key: 'ingestTooLarge' }));
  });
});

describe('checkstyle XML ingestion', () => {
  const XML = `<?xml version="1.0" encoding="UTF-8"?>
<checkstyle version="4.3">
  <file name="/ci/work/src/App.kt">
    <error line="3" column="5" severity="warning" message="Magic number &apos;42&apos;" source="detekt.MagicNumber"/>
    <error line="9" severity="error" message="Empty block" source="com.puppycrawl.tools.checkstyle.checks.blocks.EmptyBlockCheck"/>
  </file>
  <file name="main.go">
    <error line="7" column="2" severity="info" message="unused" source="unused"/>
  </file>
</checkstyle>`;

  it('files every error under the named tool with repository paths', () => {
    const result = ingestCheckstyle(XML, 'GOML', { knownFiles: ['src/App.kt', 'main.go'] });
    expect(result.findings.map((f) => [f.path, f.line, f.column, f.checker, f.severity, f.message])).toEqual([
      ['src/App.kt', 3, 5, 'MagicNumber', 2, "Magic number '42'"],
      ['src/App.kt', 9, undefined, 'EmptyBlock', 1, 'Empty block'],
      ['main.go', 7, 2, 'unused', 3, 'unused'],
    ]);
  });

  it('refuses DOCTYPE declarations, so no entity can expand', () => {
    const bomb = `<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "aaaa">]><checkstyle>&a;</checkstyle>`;
    expect(() => ingestCheckstyle(bomb, 'GOML')).toThrow(expect.objectContaining({ key: 'ingestMalformed' }));
  });

  it('refuses other XML and broken XML', () => {
    expect(() => ingestCheckstyle('<results/>', 'GOML')).toThrow(expect.objectContaining({ key: 'ingestMalformed' }));
    expect(() => ingestCheckstyle('<checkstyle><file name="a">', 'GOML')).toThrow(expect.objectContaining({ key: 'ingestMalformed' }));
  });

  it('refuses a report that is almost XML instead of reading part of it', () => {
    for (const report of [
      '<checkstyle><file name="main.go"><error line="1"severity="error" message="m" source="x.Y"/></file></checkstyle>',
      '<checkstyle><file name="main.go"><error line="1" line="2" severity="error" message="m" source="x.Y"/></file></checkstyle>',
      '<checkstyle></checkstyle><file name="main.go"/>trailing',
      '<checkstyle><file name="main.go"><error line="1" severity="error" message="&#x110000;" source="x.Y"/></file></checkstyle>',
    ]) {
      expect(() => ingestCheckstyle(report, 'GOML', { knownFiles: ['main.go'] }), report).toThrow(expect.objectContaining({ key: 'ingestMalformed' }));
    }
  });

  it('detects the format when none is given', () => {
    expect(ingestReport(XML, 'GOML', undefined, { knownFiles: ['main.go'] }).format).toBe('checkstyle');
    expect(ingestReport(SARIF, 'DETEKT').format).toBe('sarif');
    expect(() => ingestReport('plain text', 'DETEKT')).toThrow(expect.objectContaining({ key: 'ingestUnsupportedFormat' }));
  });
});
