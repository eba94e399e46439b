import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { copyFile, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listFiles } from '../../../server/analysis/checkout';
import { codeDetail, codeRate, commentRate, countLines } from '../../../server/analysis/code-detail';
import { languageOf } from '../../../server/analysis/languages';
import { makeFixtureRepo, removeFixtureRepo } from '../../fixtures/make-repo';

const FIXTURE = join(import.meta.dirname, '../../fixtures/code-detail');

// cloc 1.96 on tests/fixtures/code-detail, file by file (each also checked by hand).
const CLOC_BY_FILE: Record<string, [blank: number, comment: number, code: number]> = {
  'Main.java': [1, 2, 7],
  'app.js': [2, 5, 6],
  'main.go': [2, 3, 6],
  'page.html': [0, 1, 6],
  'lib.c': [0, 2, 5],
  'tool.py': [3, 7, 5],
  'widget.cpp': [1, 4, 5],
  'App.kt': [0, 1, 4],
  'Program.cs': [0, 2, 4],
  'data.json': [1, 0, 4],
  'index.php': [0, 5, 4],
  'lib.h': [0, 1, 4],
  'README.md': [1, 1, 3],
  'config.yml': [1, 1, 3],
  'run.sh': [1, 1, 3],
  'style.css': [0, 1, 3],
  'tool.rb': [0, 4, 3],
  'view.tsx': [0, 1, 3],
};

describe('code detail', () => {
  for (const [file, [blank, comment, code]] of Object.entries(CLOC_BY_FILE)) {
    it(`counts ${file} as cloc does`, async () => {
      const language = languageOf(file);
      expect(language).toBeDefined();
      const text = await readFile(join(FIXTURE, file), 'utf8');
      expect(countLines(text, language!.comments)).toEqual({ blank, comment, code });
    });
  }

  it('sums files per language under cloc names', async () => {
    const files = readdirSync(FIXTURE).sort();
    const detail = await codeDetail(FIXTURE, files, 1024 * 1024);
    const python = detail.find((entry) => entry.language === 'Python');
    expect(python).toEqual({ language: 'Python', files: 1, blank: 3, comment: 7, code: 5, total: 15 });
    const header = detail.find((entry) => entry.language === 'C/C++ Header');
    expect(header?.files).toBe(1);
    expect(detail.reduce((sum, entry) => sum + entry.code, 0)).toBe(78);
    expect(detail.reduce((sum, entry) => sum + entry.comment, 0)).toBe(42);
    expect(detail.reduce((sum, entry) => sum + entry.blank, 0)).toBe(13);
  });

  it('keeps a block comment open across lines and closes it mid-line', () => {
    const syntax = languageOf('a.c')!.comments;
    expect(countLines('/* a\nb */ int x;\nint y; /* c\n*/\n', syntax)).toEqual({ blank: 0, comment: 2, code: 2 });
  });

  it('does not treat comment markers inside strings as comments', () => {
    const syntax = languageOf('a.js')!.comments;
    expect(countLines('"/*"\nx\n', syntax)).toEqual({ blank: 0, comment: 0, code: 2 });
    expect(countLines('`a\n// inside a template\n`\n', syntax)).toEqual({ blank: 0, comment: 0, code: 3 });
  });

  it('skips files above the size limit and files that look binary', async () => {
    const detail = await codeDetail(FIXTURE, ['app.js'], 10);
    expect(detail).toEqual([]);
  });

  it('gives comment and code rates as percentages of all lines', () => {
    const detail = { language: 'C', files: 1, blank: 1, comment: 1, code: 2, total: 4 };
    expect(commentRate(detail)).toBe(25);
    expect(codeRate(detail)).toBe(50);
  });
});

describe('code detail against cloc', () => {
  it('agrees with cloc language by language on the fixture repository', async () => {
    const repo = await makeFixtureRepo();
    try {
      // cloc skips a file whose content repeats another's; so must we.
      await copyFile(join(repo.dir, 'src/app.js'), join(repo.dir, 'src/app-copy.js'));
      const { files } = await listFiles(repo.dir, { maxFileBytes: 1024 * 1024 });
      const ours = await codeDetail(repo.dir, files, 1024 * 1024);
      const report = JSON.parse(execFileSync('cloc', ['--json', '--quiet', repo.dir], { encoding: 'utf8' })) as Record<
        string,
        { nFiles: number; blank: number; comment: number; code: number }
      >;
      const theirs = Object.entries(report)
        .filter(([language]) => language !== 'header' && language !== 'SUM')
        .map(([language, counts]) => ({ language, files: counts.nFiles, blank: counts.blank, comment: counts.comment, code: counts.code }))
        .sort((a, b) => a.language.localeCompare(b.language));
      const mine = ours
        .map(({ language, files: count, blank, comment, code }) => ({ language, files: count, blank, comment, code }))
        .sort((a, b) => a.language.localeCompare(b.language));
      expect(mine).toEqual(theirs);
      expect(mine.length).toBeGreaterThanOrEqual(12);
    } finally {
      await removeFixtureRepo(repo);
    }
  });
});
