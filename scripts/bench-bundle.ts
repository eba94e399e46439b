/**
 * `npm run bench:bundle`: the gzip size of the JavaScript the shell loads before its first screen
 * (entry chunk plus static imports, from dist/'s Vite manifest), and the five largest chunks loaded
 * later. Builds the web app first when dist/ has no manifest; BENCH_REBUILD=1 always builds.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { DIST_DIR, FIRST_LOAD_BUDGET_BYTES, kb, measureBundle } from './bundle-size';

if (process.env.BENCH_REBUILD === '1' || !fs.existsSync(path.join(DIST_DIR, '.vite', 'manifest.json'))) {
  execFileSync('npm', ['run', 'build'], { cwd: path.dirname(DIST_DIR), stdio: ['ignore', 'ignore', 'inherit'] });
}

const sizes = measureBundle();
console.log(`first-load js: ${kb(sizes.firstLoadGzipBytes)} KB gzip (budget ${kb(FIRST_LOAD_BUDGET_BYTES)} KB, ${sizes.firstLoad.length} files)`);
for (const chunk of sizes.lazy.slice(0, 5)) {
  console.log(`lazy ${chunk.file}: ${kb(chunk.gzipBytes)} KB gzip`);
}
if (process.env.BENCH_VERBOSE === '1') {
  for (const chunk of sizes.firstLoad) console.log(`first-load ${chunk.file}: ${kb(chunk.gzipBytes)} KB gzip`);
}
