import { diffLines, diffWords } from 'diff';
import type { DiffPart } from '../../../contract/wiki';
import { words } from '../search-index/segmenter';

/** Chinese has no spaces between words: the same dictionary segmentation as search splits it. */
const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });

/** A changed region whose word diff takes longer than this is shown as removed and added whole. */
const WORD_DIFF_TIMEOUT_MS = 500;

function push(parts: DiffPart[], type: DiffPart['type'], value: string) {
  if (!value) return;
  const last = parts[parts.length - 1];
  if (last && last.type === type) last.value += value;
  else parts.push({ type, value });
}

function wordsIn(parts: DiffPart[], type: DiffPart['type']): number {
  return parts.filter((part) => part.type === type).reduce((sum, part) => sum + words(part.value).length, 0);
}

/**
 * Word-level differences of two texts as parts in reading order. Lines are compared first, and only the
 * lines that changed are compared word by word, so two long versions that differ in a few places cost
 * little more than reading them.
 */
export function wordDiff(before: string, after: string): { parts: DiffPart[]; inserted: number; deleted: number } {
  const parts: DiffPart[] = [];
  let removed = '';
  let added = '';
  const flush = () => {
    if (removed && added) {
      const changes = diffWords(removed, added, { intlSegmenter: segmenter, timeout: WORD_DIFF_TIMEOUT_MS });
      if (changes) {
        for (const change of changes) push(parts, change.added ? 'insert' : change.removed ? 'delete' : 'equal', change.value);
      } else {
        push(parts, 'delete', removed);
        push(parts, 'insert', added);
      }
    } else {
      push(parts, 'delete', removed);
      push(parts, 'insert', added);
    }
    removed = '';
    added = '';
  };
  for (const change of diffLines(before, after)) {
    if (change.removed) removed += change.value;
    else if (change.added) added += change.value;
    else {
      flush();
      push(parts, 'equal', change.value);
    }
  }
  flush();
  return { parts, inserted: wordsIn(parts, 'insert'), deleted: wordsIn(parts, 'delete') };
}
