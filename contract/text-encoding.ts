/**
 * The character encoding of a text file, told from its bytes, for everything that turns a file into text
 * (search, previews, the people import, the code-check file view), on the server and in the browser alike.
 * Many Chinese files are still written in GB18030 (or GBK, a subset of it) and carry no mark of it, so a
 * file is UTF-8 when its bytes say so, and GB18030 when they are not UTF-8 but read cleanly as GB18030.
 */

/** The encodings told apart, by the WHATWG labels TextDecoder and a Content-Type charset both take. */
export type TextCharset = 'utf-8' | 'utf-16le' | 'utf-16be' | 'gb18030';

/** Whether `bytes` decode without error; `stream` forgives a character cut at the end of a file's first part. */
function decodesCleanly(charset: TextCharset, bytes: Uint8Array): boolean {
  try {
    new TextDecoder(charset, { fatal: true }).decode(bytes, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/**
 * The encoding of a text file from its bytes, or from its first part (a character cut at the end is
 * allowed for). A byte order mark decides; then UTF-8, which almost never decodes cleanly by chance;
 * then GB18030; and UTF-8 when nothing fits, so an undecodable byte shows as U+FFFD rather than as
 * a wrong Chinese character.
 */
export function detectCharset(bytes: Uint8Array): TextCharset {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) return 'utf-8';
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  if (decodesCleanly('utf-8', bytes)) return 'utf-8';
  if (decodesCleanly('gb18030', bytes)) return 'gb18030';
  return 'utf-8';
}

/** The text of a file's bytes in the encoding they are in, without a byte order mark. */
export function decodeText(bytes: Uint8Array, charset: TextCharset = detectCharset(bytes)): string {
  return new TextDecoder(charset).decode(bytes);
}

/** Whether an encoding keeps ASCII as single bytes, so that a zero byte means the file is not text. */
export function isAsciiCompatible(charset: TextCharset): boolean {
  return charset === 'utf-8' || charset === 'gb18030';
}
