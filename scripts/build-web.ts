/**
 * `npm run build`: generates the i18n types and builds the web app into WEB_DIST (dist/ unless set), the
 * folder the server serves, then stamps the folder with the hash of what the build read.
 * `npm start` passes --if-changed: when the folder's stamp matches the inputs as they are now, the build is
 * skipped and the server starts at once.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { loadConfig, PROJECT_ROOT } from '../server/config';
import { buildInputsHash, clearStamp, isBuildCurrent, writeStamp } from './build-stamp';

const outDir = loadConfig(process.env).webDist;
// Taken before the build: an edit made while it runs then leads to another build on the next start.
const inputsHash = buildInputsHash(PROJECT_ROOT);

if (process.argv.includes('--if-changed') && isBuildCurrent(outDir, inputsHash)) {
  console.log(`The web app in ${outDir} is built from the current sources: not rebuilt.`);
} else {
  clearStamp(outDir);
  const run = (command: string, args: string[]) => execFileSync(command, args, { cwd: PROJECT_ROOT, stdio: 'inherit' });
  run('npm', ['run', 'i18n']);
  run(path.join(PROJECT_ROOT, 'node_modules', '.bin', 'vite'), ['build', '--outDir', outDir, '--emptyOutDir']);
  writeStamp(outDir, inputsHash);
}
