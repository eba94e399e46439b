import { searchForm } from './normal-form';

/**
 * Chinese has no spaces between words, so full-text engines that split on spaces would index a whole
 * sentence as one token. Intl.Segmenter (ICU's dictionary) splits it into words; we join them with spaces
 * so SQLite FTS5 and PostgreSQL's 'simple' configuration each see one token per word.
 */
const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });
const HAN = /\p{Script=Han}/u;

/**
 * The segmenter slows down sharply with the length of what it is handed (68,000 characters took seconds, a
 * megabyte minutes), so text goes to it in pieces of at most this many characters, cut where no word spans.
 */
const PIECE_CHARS = 2000;
/** Where a piece may end: after whitespace or sentence punctuation, which no word runs across. */
const BREAK = /[\s。！？；，、.!?;,]/u;

/** `text` in pieces the segmenter takes quickly, each ending at a break when there is one near the limit. */
function* pieces(text: string): Generator<string> {
  let start = 0;
  while (text.length - start > PIECE_CHARS) {
    let end = start + PIECE_CHARS;
    // Look back for a break; a run with none (rare) is cut at the limit, which may split one word.
    for (let at = end; at > start + PIECE_CHARS / 2; at--) {
      if (BREAK.test(text[at - 1]!)) {
        end = at;
        break;
      }
    }
    // Never between the two halves of a surrogate pair.
    if (/[\uD800-\uDBFF]/.test(text[end - 1]!)) end -= 1;
    yield text.slice(start, end);
    start = end;
  }
  yield text.slice(start);
}

/**
 * The word-like segments of `text` in their search form, lower-cased: everything indexed and everything searched
 * for is in one form, so '11月' typed finds '11⽉' or '１１月' in a page or a file.
 */
export function words(text: string): string[] {
  const result: string[] = [];
  for (const piece of pieces(searchForm(text))) {
    for (const part of segmenter.segment(piece)) {
      if (part.isWordLike) result.push(part.segment.toLowerCase());
    }
  }
  return result;
}

/**
 * What gets indexed for a document: every word, and for Chinese words of three characters or more also
 * their two-character pieces, because the segmenter may keep '评审会' whole while someone searches '评审'.
 */
export function indexTokens(text: string): string {
  const out: string[] = [];
  for (const word of words(text)) {
    out.push(word);
    const chars = Array.from(word);
    if (chars.length >= 3 && HAN.test(word)) {
      for (let i = 0; i + 1 < chars.length; i++) out.push(chars[i]! + chars[i + 1]!);
    }
  }
  return out.join(' ');
}

/** The distinct words of a search box entry; a document must contain all of them. */
export function queryTerms(keyword: string): string[] {
  return [...new Set(words(keyword))].filter((term) => term.replace(/['"\\]/g, '') !== '');
}
