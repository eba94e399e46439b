import * as pdfjs from 'pdfjs-dist';
// The worker is a file of our own origin, so the CSP's `worker-src 'self'` lets it start.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;

/**
 * pdf.js's own data files as files of our origin: the CMaps that Chinese text without embedded fonts
 * needs, the standard fonts, and the image decoders' WebAssembly. Only their addresses are in this
 * chunk; a document fetches the few it uses.
 */
const BUILT_IN: Record<string, Record<string, string>> = {
  cMapUrl: import.meta.glob<string>('../../../../node_modules/pdfjs-dist/cmaps/*.bcmap', { query: '?url&no-inline', import: 'default', eager: true }),
  standardFontDataUrl: import.meta.glob<string>('../../../../node_modules/pdfjs-dist/standard_fonts/*.{pfb,ttf}', { query: '?url&no-inline', import: 'default', eager: true }),
  wasmUrl: import.meta.glob<string>('../../../../node_modules/pdfjs-dist/wasm/*.wasm', { query: '?url&no-inline', import: 'default', eager: true }),
};

function builtInUrl(kind: string, filename: string): string | undefined {
  const files = BUILT_IN[kind] ?? {};
  const path = Object.keys(files).find((candidate) => candidate.endsWith(`/${filename}`));
  return path === undefined ? undefined : files[path];
}

/** Answers pdf.js's requests for its data files from the addresses above (it asks by kind and file name). */
class BundledDataFactory {
  async fetch({ kind, filename }: { kind: string; filename: string }): Promise<Uint8Array> {
    const url = builtInUrl(kind, filename);
    if (url === undefined) throw new Error(`pdf.js data file not bundled: ${kind} ${filename}`);
    const response = await fetch(url);
    if (!response.ok) throw new Error(`pdf.js data file not loaded: ${url} (${response.status})`);
    return new Uint8Array(await response.arrayBuffer());
  }
}

/** Opens a PDF from a copy of its bytes (pdf.js hands them to the worker); no code from the document is evaluated. */
export function openPdf(data: ArrayBuffer) {
  return pdfjs.getDocument({
    data: new Uint8Array(data.slice(0)),
    isEvalSupported: false,
    enableXfa: false,
    // The worker asks the page for data files, and the page serves them from the bundle.
    useWorkerFetch: false,
    BinaryDataFactory: BundledDataFactory,
    cMapPacked: true,
  });
}
