/**
 * Scan benchmark: generates a ~100,000-line repository in eleven languages, times each phase of a
 * scan over it, and in the same run times ESLint's own `complexity` rule over the JavaScript part and
 * jscpd's CLI over the whole tree, so our passes are compared with theirs on the same machine, and
 * their figures with ours.
 *
 *   npm run bench:scan            (tsx scripts/bench-scan.ts)
 *   BENCH_LINES=20000 npm run bench:scan
 */
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { ESLint } from 'eslint';
import { analyseFiles } from '../server/analysis/ccn/analyse';
import { CCN_LANGUAGES, loadGrammar } from '../server/analysis/ccn/grammars';
import { cloneOrFetch, listFiles } from '../server/analysis/checkout';
import { codeDetail } from '../server/analysis/code-detail';
import { detectDuplicates, jscpdBinary } from '../server/analysis/duplication';
import { eslintTool } from '../server/analysis/lint/eslint-adapter';
import { DEFAULT_LIMITS } from '../server/analysis/types';

const TARGET_LINES = Number(process.env.BENCH_LINES ?? 100_000);

/** A small deterministic generator, so every run measures the same repository. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

type Template = (index: number, next: () => number) => string;

const int = (next: () => number, max = 1000) => Math.floor(next() * max);

const TEMPLATES: Record<string, { ext: string; share: number; header: string; fn: Template; footer?: string }> = {
  javascript: {
    ext: 'js',
    share: 0.3,
    header: '// Generated module\n',
    fn: (i, n) => `export function compute${i}(a, b, items) {
  let total = ${int(n)};
  if (a > ${int(n)} && b < ${int(n)}) {
    total += a * ${int(n)};
  } else if (a === b || b > ${int(n)}) {
    total -= b;
  }
  for (const item of items) {
    total += item > ${int(n)} ? item : -item;
  }
  switch (a % ${int(n, 7) + 2}) {
    case 0:
      total += ${int(n)};
      break;
    case 1:
      total += ${int(n)};
      break;
    default:
      total += ${int(n)};
  }
  return total;
}

`,
  },
  typescript: {
    ext: 'ts',
    share: 0.08,
    header: '// Generated module\n',
    fn: (i, n) => `export function transform${i}(input: number[], limit?: number): number {
  let acc = ${int(n)};
  for (let k = 0; k < input.length && k < (limit ?? ${int(n)}); k++) {
    const value = input[k] ?? ${int(n)};
    acc += value > ${int(n)} ? value : ${int(n)};
  }
  return acc;
}

`,
  },
  python: {
    ext: 'py',
    share: 0.08,
    header: '"""Generated module."""\n\n',
    fn: (i, n) => `def score_${i}(values, bonus=None):
    """Score the values."""
    total = ${int(n)}
    for value in values:
        if value > ${int(n)} and bonus:
            total += value * ${int(n)}
        elif value < ${int(n)} or value == ${int(n)}:
            total -= ${int(n)}
    return total if total > ${int(n)} else ${int(n)}


`,
  },
  java: {
    ext: 'java',
    share: 0.08,
    header: 'package bench;\n\npublic class Gen%FILE% {\n',
    fn: (i, n) => `    public int calc${i}(int a, int b) {
        int r = ${int(n)};
        if (a > ${int(n)} && b != ${int(n)}) {
            r += a;
        }
        for (int k = 0; k < ${int(n)}; k++) {
            r += k % ${int(n, 9) + 2} == 0 ? k : ${int(n)};
        }
        return r;
    }

`,
    footer: '}\n',
  },
  go: {
    ext: 'go',
    share: 0.07,
    header: 'package bench\n\n',
    fn: (i, n) => `func Route${i}(method string, n int) int {
	if method == "${int(n)}" || n > ${int(n)} {
		return ${int(n)}
	}
	for k := 0; k < n; k++ {
		switch k % ${int(n, 5) + 2} {
		case 0:
			n += ${int(n)}
		default:
			n -= ${int(n)}
		}
	}
	return n
}

`,
  },
  c: {
    ext: 'c',
    share: 0.06,
    header: '#include <stddef.h>\n\n',
    fn: (i, n) => `int clamp_${i}(int v, int lo, int hi) {
    if (v < lo) {
        return lo + ${int(n)};
    }
    while (v > hi && hi > ${int(n)}) {
        v -= ${int(n) + 1};
    }
    return v > ${int(n)} ? v : ${int(n)};
}

`,
  },
  cpp: {
    ext: 'cpp',
    share: 0.06,
    header: '#include <vector>\n\n',
    fn: (i, n) => `int Sum${i}(const std::vector<int>& values) {
  int sum = ${int(n)};
  for (int v : values) {
    if (v > ${int(n)} || v < -${int(n)}) {
      sum += v;
    }
  }
  return sum;
}

`,
  },
  csharp: {
    ext: 'cs',
    share: 0.06,
    header: 'public class Gen%FILE%\n{\n',
    fn: (i, n) => `    public int Count${i}(int[] items, int? limit)
    {
        var max = limit ?? ${int(n)};
        var count = ${int(n)};
        foreach (var item in items)
        {
            if (item > ${int(n)} && item < max) count++;
        }
        return count;
    }

`,
    footer: '}\n',
  },
  kotlin: {
    ext: 'kt',
    share: 0.05,
    header: '',
    fn: (i, n) => `fun cost${i}(weight: Int, discount: Int?): Int {
    val base = if (weight > ${int(n)} && weight < ${int(n)}) ${int(n)} else ${int(n)}
    val rate = discount ?: ${int(n)}
    return when {
        weight <= ${int(n)} -> ${int(n)}
        else -> base * rate
    }
}

`,
  },
  php: {
    ext: 'php',
    share: 0.05,
    header: '<?php\n\n',
    fn: (i, n) => `function label${i}($value) {
    if ($value === null || $value > ${int(n)}) {
        return '${int(n)}';
    }
    foreach ([${int(n)}, ${int(n)}] as $n) {
        $value += $n;
    }
    return $value > ${int(n)} ? 'big' : 'small';
}

`,
  },
  ruby: {
    ext: 'rb',
    share: 0.05,
    header: '# Generated module\n',
    fn: (i, n) => `def place_${i}(book, slot)
  if book.nil? || slot > ${int(n)}
    return ${int(n)}
  elsif slot < ${int(n)}
    slot = ${int(n)}
  end
  slot
end

`,
  },
};

async function generate(origin: string): Promise<{ lines: number; files: number }> {
  const next = random(20240601);
  let lines = 0;
  let files = 0;
  let fnIndex = 0;
  for (const [language, template] of Object.entries(TEMPLATES)) {
    const budget = Math.round(TARGET_LINES * template.share);
    let written = 0;
    let fileIndex = 0;
    while (written < budget) {
      fileIndex += 1;
      let body = template.header.replace('%FILE%', String(fileIndex));
      for (let k = 0; k < 12; k += 1) body += template.fn(fnIndex++, next);
      body += template.footer ?? '';
      const path = join(origin, 'src', language, `module${fileIndex}.${template.ext}`);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, body);
      const count = body.split('\n').length - 1;
      written += count;
      files += 1;
      // One file in twenty is copied elsewhere, the way code gets pasted between modules.
      if (fileIndex % 20 === 0) {
        const copy = join(origin, 'src', language, 'copies', `copy${fileIndex}.${template.ext}`);
        await mkdir(dirname(copy), { recursive: true });
        await writeFile(copy, body);
        written += count;
        files += 1;
      }
    }
    lines += written;
  }
  const env = { ...process.env, GIT_AUTHOR_NAME: 'Bench', GIT_AUTHOR_EMAIL: 'bench@example.com', GIT_COMMITTER_NAME: 'Bench', GIT_COMMITTER_EMAIL: 'bench@example.com' };
  execFileSync('git', ['init', '-q', '-b', 'main'], { cwd: origin, env });
  execFileSync('git', ['add', '-A'], { cwd: origin, env });
  execFileSync('git', ['commit', '-q', '-m', 'Generated repository'], { cwd: origin, env });
  return { lines, files };
}

async function time<T>(name: string, work: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const started = performance.now();
  const value = await work();
  const ms = performance.now() - started;
  console.log(`${name}: ${Math.round(ms)} ms`);
  return { ms, value };
}

/** Time taken and the sum of every function's complexity. */
async function eslintComplexity(root: string, files: string[]): Promise<{ ms: number; total: number }> {
  const eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    overrideConfig: [{ languageOptions: { ecmaVersion: 'latest', sourceType: 'module' }, rules: { complexity: ['error', { max: 0 }] } }],
  });
  await eslint.lintText('function warm() { return 1; }', { filePath: join(root, 'warm.js') });
  const messages = [];
  const started = performance.now();
  for (const path of files) {
    const text = await readFile(join(root, path), 'utf8');
    const [result] = await eslint.lintText(text, { filePath: join(root, path) });
    messages.push(...(result?.messages ?? []));
  }
  const ms = performance.now() - started;
  console.log(`eslint complexity rule (javascript): ${Math.round(ms)} ms`);
  if (messages.length === 0) throw new Error('ESLint reported no function complexity: the comparison would be meaningless');
  const total = messages.reduce((sum, message) => sum + Number(/complexity of (\d+)/.exec(message.message)?.[1] ?? 0), 0);
  return { ms, total };
}

/** jscpd run by hand with its defaults: time taken and its totals. */
async function jscpdCli(root: string, output: string): Promise<{ ms: number; duplicatedLines: number; percentage: number }> {
  const binary = jscpdBinary();
  if (!binary) throw new Error('jscpd binary not found');
  const started = performance.now();
  execFileSync(binary, [join(root, 'src'), '--reporters', 'json', '--output', output, '--silent', '--no-tips'], { cwd: output, stdio: 'ignore' });
  const ms = performance.now() - started;
  console.log(`jscpd cli: ${Math.round(ms)} ms`);
  const report = JSON.parse(await readFile(join(output, 'jscpd-report.json'), 'utf8')) as { statistics: { total: { duplicatedLines: number; percentage: number } } };
  return { ms, ...report.statistics.total };
}

async function main(): Promise<void> {
  const scratch = await mkdtemp(join(tmpdir(), 'bench-scan-'));
  try {
    const origin = join(scratch, 'origin');
    const generated = await generate(origin);
    console.log(`repository: ${generated.lines} lines in ${generated.files} files`);
    const limits = { ...DEFAULT_LIMITS, timeoutMs: 30 * 60_000 };
    const checkout = join(scratch, 'work', 'bench');
    await time('checkout', () => cloneOrFetch({ url: `file://${origin}`, policy: { localRoots: [scratch], allowedHosts: [], dataDir: join(scratch, 'work') }, branch: 'main', dest: checkout, timeoutMs: limits.timeoutMs, maxBytes: 1024 * 1024 * 1024 }));
    const { files } = await listFiles(checkout, { maxFileBytes: limits.maxFileBytes });
    await time('code detail', () => codeDetail(checkout, files, limits.maxFileBytes));

    // Grammars load once per process; a scan pays for that once, not per file, so it is kept out.
    for (const language of CCN_LANGUAGES) await loadGrammar(language);
    const ccn = await time('ccn', () => analyseFiles(checkout, files, { maxFileBytes: limits.maxFileBytes }));
    console.log(`ccn: ${Math.round(ccn.value.analysedLines / (ccn.ms / 1000))} lines/s`);
    // The first pass of a process runs each grammar's WebAssembly before V8 has optimised it; a server
    // keeps its grammars warm from scan to scan, which the second pass shows.
    const warm = await time('ccn second pass', () => analyseFiles(checkout, files, { maxFileBytes: limits.maxFileBytes }));
    console.log(`ccn second pass: ${Math.round(warm.value.analysedLines / (warm.ms / 1000))} lines/s`);

    const javascript = files.filter((path) => path.endsWith('.js'));
    const ccnJs = await time('ccn (javascript)', () => analyseFiles(checkout, javascript, { maxFileBytes: limits.maxFileBytes }));
    const eslint = await eslintComplexity(checkout, javascript);
    console.log(`ccn vs eslint complexity ratio: ${(ccnJs.ms / eslint.ms).toFixed(2)}`);
    const ccnJsTotal = ccnJs.value.functions.reduce((sum, fn) => sum + fn.ccn, 0);
    console.log(`complexity summed over javascript functions: ${ccnJsTotal} (eslint ${eslint.total})`);

    const duplication = await time('duplication', () => detectDuplicates(checkout, files, { limits }));
    console.log(`duplicated lines: ${duplication.value.duplicatedLines} (${duplication.value.rate} %)`);
    const jscpdOutput = join(scratch, 'jscpd');
    await mkdir(jscpdOutput);
    const jscpd = await jscpdCli(checkout, jscpdOutput);
    console.log(`duplication vs jscpd ratio: ${(duplication.ms / jscpd.ms).toFixed(2)}`);
    console.log(`jscpd duplicated lines: ${jscpd.duplicatedLines} (${Math.round(jscpd.percentage * 100) / 100} %)`);

    await time('eslint', () => eslintTool.run({ root: checkout, files, checkers: [], signal: new AbortController().signal, limits }));
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

await main();
