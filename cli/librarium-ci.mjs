#!/usr/bin/env node
// The `librarium-ci` command (package.json `bin`). It is written in TypeScript beside the server and
// imports the endpoint contract (`contract/*.ts`) as they do, so a path or a shape cannot drift between
// the command and the server. Node's own type stripping cannot load those modules (their imports have no
// extensions, as the bundler resolution of the rest of the code base writes them), so the command is
// loaded through tsx, a dependency the server already runs on: nothing is built, so a fresh clone runs it
// right after `npm ci` and no bundle can go stale. tsx reads Librarium's tsconfig, never the one of the
// directory a pipeline runs it in.
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const tsconfig = fileURLToPath(new URL('../tsconfig.json', import.meta.url));
const { run } = await tsImport('./main.ts', { parentURL: import.meta.url, tsconfig });
try {
  process.exitCode = await run({
    argv: process.argv.slice(2),
    env: process.env,
    stdout: (line) => process.stdout.write(`${line}\n`),
    stderr: (line) => process.stderr.write(`${line}\n`),
  });
} catch (error) {
  // Not one of the command's own refusals: a fault of the command itself, reported as a server-side failure.
  process.stderr.write(`librarium-ci: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 3;
}
