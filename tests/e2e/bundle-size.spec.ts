import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { DIST_DIR, FIRST_LOAD_BUDGET_BYTES, kb, measureBundle, scriptsNamedByHtml } from '../../scripts/bundle-size';

// The e2e run builds dist/ first (`npm run test:e2e`); this reads what that build produced.
test('the shell loads at most its budget of JavaScript before the first screen', () => {
  const sizes = measureBundle();
  const files = sizes.firstLoad.map((chunk) => `${chunk.file} ${kb(chunk.gzipBytes)} KB`).join('\n');
  expect(sizes.firstLoadGzipBytes, `first-load JavaScript (gzip):\n${files}`).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_BYTES);
});

test('the heavy pieces of single screens stay out of the first download', () => {
  const firstLoad = scriptsNamedByHtml();
  // Charts, code highlighting, the PDF viewer, the markdown renderer, the upload engine and the wiki editor.
  for (const piece of [/charts-screen/, /code-highlighter/, /pdfjs/, /markdown-renderer/, /upload/, /wiki-editor/]) {
    expect(firstLoad.filter((file) => piece.test(file)), `${piece} in the first download`).toEqual([]);
    expect(measureBundle().lazy.some((chunk) => piece.test(chunk.file)), `${piece} built as its own chunk`).toBe(true);
  }
});

test('the service worker precaches every chunk, so a screen loaded later still opens offline', () => {
  const worker = readFileSync(path.join(DIST_DIR, 'sw.js'), 'utf8');
  const sizes = measureBundle();
  const missing = [...sizes.firstLoad, ...sizes.lazy].map((chunk) => chunk.file).filter((file) => !worker.includes(`"${file}"`));
  expect(missing).toEqual([]);
});
