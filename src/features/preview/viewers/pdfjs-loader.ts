import * as pdfjs from 'pdfjs-dist';
// The worker is a file of our own origin, so the CSP's `worker-src 'self'` lets it start.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;

/** Opens a PDF from a copy of its bytes (pdf.js hands them to the worker); no code from the document is evaluated. */
export function openPdf(data: ArrayBuffer) {
  return pdfjs.getDocument({ data: new Uint8Array(data.slice(0)), isEvalSupported: false, enableXfa: false });
}
