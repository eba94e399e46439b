/**
 * The forms text takes for search. PDF producers often write Chinese with look-alike compatibility
 * characters: Kangxi radicals (⾥ U+2FA5 for 里, ⽉ U+2F49 for 月), CJK compatibility ideographs, and documents
 * carry full-width digits and letters (１１, ＡＰＩ). NFKC maps each to its ordinary character.
 */

/** The form words are indexed and searched in: NFKC, whole. */
export function searchForm(text: string): string {
  return text.normalize('NFKC');
}

/**
 * Everything but the marks Chinese is punctuated with: the full-width marks (，：（）！？), the ideographic
 * space and '…'. NFKC would turn them into ASCII, which a reader sees as wrong; they carry no words, so
 * leaving them as written costs search nothing.
 */
const NOT_WRITTEN_PUNCTUATION = /[^\u2026\u3000\uFF01-\uFF0F\uFF1A-\uFF20\uFF3B-\uFF40\uFF5B-\uFF65\uFFE0-\uFFEE]+/gu;

/** The form text is stored and shown in (passages): NFKC, but for the punctuation Chinese is written with. */
export function readableForm(text: string): string {
  return text.replace(NOT_WRITTEN_PUNCTUATION, (run) => run.normalize('NFKC'));
}
