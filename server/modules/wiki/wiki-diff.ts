import { diffArrays } from 'diff';
import type { DiffPart } from '../../../contract/wiki';

/** Chinese has no spaces between words: the same dictionary segmentation as search splits it. */
const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });

/** A changed region whose word diff takes longer than this is shown as removed and added whole. */
const WORD_DIFF_TIMEOUT_MS = 200;

interface Token {
  text: string;
  word: boolean;
}

/** Every segment of the text (words, spaces, punctuation), so the tokens join back into it. */
function tokensOf(text: string): Token[] {
  return Array.from(segmenter.segment(text), (part) => ({ text: part.segment, word: part.isWordLike === true }));
}

function push(parts: DiffPart[], type: DiffPart['type'], value: string) {
  if (!value) return;
  const last = parts[parts.length - 1];
  if (last && last.type === type) last.value += value;
  else parts.push({ type, value });
}


/** Lines with their line break, so joining them gives the text back. */
function linesOf(text: string): string[] {
  return text.match(/[^\n]*\n|[^\n]+$/g) ?? [];
}

/**
 * Pairs of line numbers (before, after) of lines that occur exactly once in each text, in an order both
 * texts agree on (the longest increasing run): the anchors of a patience diff. Between two anchors only
 * a small stretch is left to compare, so the cost follows the size of the changes, not of the texts.
 */
function anchors(before: string[], after: string[]): [number, number][] {
  const count = new Map<string, { a: number; b: number; ai: number; bi: number }>();
  before.forEach((line, i) => {
    const entry = count.get(line) ?? { a: 0, b: 0, ai: -1, bi: -1 };
    entry.a++;
    entry.ai = i;
    count.set(line, entry);
  });
  after.forEach((line, i) => {
    const entry = count.get(line);
    if (!entry) return;
    entry.b++;
    entry.bi = i;
  });
  const unique = [...count.values()].filter((entry) => entry.a === 1 && entry.b === 1).sort((x, y) => x.ai - y.ai);
  // Longest increasing subsequence of the after positions (patience sorting with back links).
  const tails: number[] = [];
  const back = new Array<number>(unique.length).fill(-1);
  unique.forEach((entry, index) => {
    let low = 0;
    let high = tails.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (unique[tails[mid]!]!.bi < entry.bi) low = mid + 1;
      else high = mid;
    }
    if (low > 0) back[index] = tails[low - 1]!;
    tails[low] = index;
  });
  const out: [number, number][] = [];
  for (let index = tails.length ? tails[tails.length - 1]! : -1; index !== -1; index = back[index]!) out.push([unique[index]!.ai, unique[index]!.bi]);
  return out.reverse();
}

/**
 * Word-level differences of two texts as parts in reading order. Lines are matched first (patience
 * anchors, then a line diff of what lies between them), and only the lines that changed are compared
 * word by word.
 */
export function wordDiff(before: string, after: string): { parts: DiffPart[]; inserted: number; deleted: number } {
  const a = linesOf(before);
  const b = linesOf(after);
  const parts: DiffPart[] = [];
  let removed = '';
  let added = '';
  let inserted = 0;
  let deleted = 0;
  const words = (tokens: Token[]) => tokens.reduce((sum, token) => sum + (token.word ? 1 : 0), 0);
  const flush = () => {
    const from = tokensOf(removed);
    const to = tokensOf(added);
    const changes = from.length && to.length ? diffArrays(from, to, { comparator: (x, y) => x.text === y.text, timeout: WORD_DIFF_TIMEOUT_MS }) : undefined;
    if (changes) {
      for (const change of changes) {
        const type = change.added ? 'insert' : change.removed ? 'delete' : 'equal';
        if (type === 'insert') inserted += words(change.value);
        if (type === 'delete') deleted += words(change.value);
        push(parts, type, change.value.map((token) => token.text).join(''));
      }
    } else {
      deleted += words(from);
      inserted += words(to);
      push(parts, 'delete', removed);
      push(parts, 'insert', added);
    }
    removed = '';
    added = '';
  };
  const equal = (value: string) => {
    flush();
    push(parts, 'equal', value);
  };
  const gap = (fromA: number, toA: number, fromB: number, toB: number) => {
    if (fromA === toA || fromB === toB) {
      removed += a.slice(fromA, toA).join('');
      added += b.slice(fromB, toB).join('');
      return;
    }
    for (const change of diffArrays(a.slice(fromA, toA), b.slice(fromB, toB))) {
      if (change.removed) removed += change.value.join('');
      else if (change.added) added += change.value.join('');
      else equal(change.value.join(''));
    }
  };
  let i = 0;
  let j = 0;
  for (const [ai, bi] of [...anchors(a, b), [a.length, b.length] as [number, number]]) {
    gap(i, ai, j, bi);
    if (ai < a.length) equal(a[ai]!);
    i = ai + 1;
    j = bi + 1;
  }
  flush();
  return { parts, inserted, deleted };
}
