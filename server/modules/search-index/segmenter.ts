/**
 * Chinese has no spaces between words, so full-text engines that split on spaces would index a whole
 * sentence as one token. Intl.Segmenter (ICU's dictionary) splits it into words; we join them with spaces
 * so SQLite FTS5 and PostgreSQL's 'simple' configuration each see one token per word.
 */
const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });
const HAN = /\p{Script=Han}/u;

/** The word-like segments of `text`, lower-cased. */
export function words(text: string): string[] {
  const result: string[] = [];
  for (const part of segmenter.segment(text)) {
    if (part.isWordLike) result.push(part.segment.toLowerCase());
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
