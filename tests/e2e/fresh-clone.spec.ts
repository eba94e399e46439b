import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signIn } from './support';
import { freePort } from './upload-support';

/**
 * The README's set-up on a fresh clone of the committed tree: `npm ci`, `npm run demo`, `npm start`, then a
 * demo account signs in and sees the demo data. Nothing of this checkout (its node_modules, dist/ or
 * data/) is reused, and none of the variables the other tests set reach the clone.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** This process's environment without the test run's settings: the clone runs on the README's defaults. */
function plainEnvironment(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env)) {
    // npm_config_nodedir stays: it names the headers of the Node.js this run uses (scripts/use-node.sh).
    if ((/^(E2E_|PLAYWRIGHT|npm_)/.test(name) && name !== 'npm_config_nodedir') || ['DATA_DIR', 'ADMIN_PASSWORD', 'PORT', 'HOST', 'WEB_DIST', 'DATABASE_URL', 'REPO_LOCAL_ROOTS', 'NODE_OPTIONS'].includes(name)) continue;
    env[name] = value;
  }
  return env;
}

function npm(cwd: string, args: string[], env: NodeJS.ProcessEnv): string {
  // stderr joins stdout so the assertions below see npm's warnings.
  return execFileSync('sh', ['-c', `npm ${args.join(' ')} 2>&1`], { cwd, env, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
}

test('the README set-up works on a fresh clone: npm ci, npm run demo, npm start, a demo account signs in', async ({ page }) => {
  // Mostly compiling better-sqlite3 and building the web app: minutes on a quiet machine, far more on a busy one.
  test.setTimeout(40 * 60_000);
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'librarium-clone-'));
  const clone = path.join(workDir, 'librarium');
  const env = plainEnvironment();
  let server: ChildProcess | null = null;
  try {
    execFileSync('git', ['clone', '--quiet', '--no-checkout', ROOT, clone]);
    execFileSync('git', ['-C', clone, 'checkout', '--quiet', execFileSync('git', ['-C', ROOT, 'rev-parse', 'HEAD'], { encoding: 'utf8' }).trim()]);

    const install = npm(clone, ['ci', '--prefer-offline', '--no-audit', '--no-fund'], env);
    // The Node.js of .node-version is what the README asks for: no dependency may declare otherwise.
    expect(install).not.toContain('EBADENGINE');
    expect(install).not.toContain('not yet covered by allowScripts');

    const demo = npm(clone, ['run', 'demo'], env);
    expect(demo).toContain(`Demo data loaded into ${path.join(clone, 'data')} `);

    const port = await freePort();
    let output = '';
    // Its own process group, so the stop below ends npm, the build and the server together.
    server = spawn('npm', ['start'], { cwd: clone, env: { ...env, PORT: String(port), HOST: '127.0.0.1' }, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
    server.stdout!.on('data', (data: Buffer) => (output += data.toString()));
    server.stderr!.on('data', (data: Buffer) => (output += data.toString()));
    const base = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 15 * 60_000;
    while (!(await fetch(`${base}/login`).then((answer) => answer.ok).catch(() => false))) {
      if (server.exitCode !== null) throw new Error(`npm start stopped:\n${output}`);
      if (Date.now() > deadline) throw new Error(`npm start did not answer:\n${output}`);
      await sleep(500);
    }

    // The first start names the admin password in a frame, and in the file the README mentions.
    const password = fs.readFileSync(path.join(clone, 'data/initial-admin-password'), 'utf8').trim();
    expect(output).toMatch(new RegExp(`\\|\\s+password:\\s+${password}\\s+\\|`));

    await signIn(page, { account: 'li.na', password: 'demo-pass-1' }, `${base}/login`);
    // Her session reads the demo library through the API, and her department-docs home lists it.
    const libraries = await (await page.request.get(`${base}/api/ms/doc/api/user/doc_library/by_user?kind=department`)).json();
    expect(libraries.data.content.map((library: { name: string }) => library.name)).toContain('研发部文档库');
    await page.goto(`${base}/doc`);
    // A first visit loads the app's screens over a cold server: give it longer than an ordinary assertion.
    await expect(page.getByText('研发部文档库').first()).toBeVisible({ timeout: 60_000 });
  } finally {
    if (server?.pid && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.once('exit', resolve));
      process.kill(-server.pid, 'SIGTERM');
      await exited;
    }
    fs.rmSync(workDir, { recursive: true, force: true });
  }
});
