import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { ROOT } from './server-process';

/**
 * Type-checks TypeScript files written for the purpose (name → source) with the project's strictness,
 * resolving packages from the project's node_modules. Answers the compiler's messages, none when clean.
 */
export function typecheck(files: Record<string, string>): string[] {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'librarium-typecheck-'));
  try {
    for (const [name, source] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), source);
    const program = ts.createProgram(
      Object.keys(files).map((name) => path.join(dir, name)),
      {
        strict: true,
        noEmit: true,
        target: ts.ScriptTarget.ES2022,
        module: ts.ModuleKind.ESNext,
        moduleResolution: ts.ModuleResolutionKind.Bundler,
        lib: ['lib.es2023.d.ts', 'lib.dom.d.ts'],
        types: [],
        // The files live outside the project: its packages are found where they are installed.
        baseUrl: ROOT,
        paths: { '*': ['node_modules/*'] },
      },
    );
    return ts.getPreEmitDiagnostics(program).map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
