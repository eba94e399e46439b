import fs from 'node:fs';
import { LIBRARY_LIMITS } from '../../../contract/constants';
import { extensionOf } from '../../../contract/files';
import { decodeText } from '../../../contract/text-encoding';
import { readableForm } from '../search-index/normal-form';
import { DOCUMENT_EXTENSIONS, TEXT_EXTENSIONS } from './mime';

// Loaded on first use: most uploads are not Office or PDF files, and pdf.js is large.
let parser: Promise<typeof import('officeparser')> | undefined;
function officeParser() {
  parser ??= import('officeparser');
  return parser;
}

const EXTRACT_TIMEOUT_MS = 60_000;

/**
 * The searchable text of a stored file, capped at `indexedChars`. Text and source files are read as they
 * are; PDF and Office documents go through officeparser. Files too large, of other types, or that cannot
 * be read give '' (they are still found by name).
 *
 * The text is kept in its readable form (see normal-form.ts), so the look-alike characters a PDF may be written
 * with are found by, and shown as, the ordinary ones.
 */
export async function extractText(file: string, name: string, size: number): Promise<string> {
  if (size === 0 || size > LIBRARY_LIMITS.extractBytes) return '';
  const extension = extensionOf(name);
  let text = '';
  if (TEXT_EXTENSIONS.has(extension)) {
    text = decodeText(await fs.promises.readFile(file));
  } else if (DOCUMENT_EXTENSIONS.has(extension)) {
    try {
      const { parseOffice } = await officeParser();
      // A Buffer, not the path: staged files carry no extension, so the parser recognises the bytes instead.
      // No attachments and so no OCR: the words are what the document itself holds.
      const document = await parseOffice(await fs.promises.readFile(file), { newlineDelimiter: '\n', abortSignal: AbortSignal.timeout(EXTRACT_TIMEOUT_MS) });
      text = (await document.to('text')).value;
    } catch {
      // A damaged or encrypted document is stored all the same; it just cannot be found by its words.
      text = '';
    }
  }
  return readableForm(text.replace(/\u0000/g, '')).slice(0, LIBRARY_LIMITS.indexedChars);
}
