import * as Y from 'yjs';
import { WIKI_COLLAB } from '../../../contract/wiki';

/** Where an anchor's positions fall in the page now: its words and their place in the page's text, or orphaned. */
export interface ResolvedAnchor {
  current: string | null;
  from: number | null;
  to: number | null;
}

function decode(base64: string): Y.RelativePosition | null {
  try {
    return Y.decodeRelativePosition(Buffer.from(base64, 'base64'));
  } catch {
    return null;
  }
}

/** Whether a base64 string is an encoded Yjs relative position. */
export function isRelativePosition(base64: string): boolean {
  const position = decode(base64);
  return position !== null && (position.item !== null || position.type !== null || position.tname !== null);
}

/**
 * The page's text nodes in document order, each with where its characters start in the whole text
 * (the characters of the text nodes one after another, as the web counts them in ProseMirror's document).
 */
function textRuns(doc: Y.Doc): { text: Y.XmlText; offset: number }[] {
  const runs: { text: Y.XmlText; offset: number }[] = [];
  let offset = 0;
  const walk = (node: Y.XmlFragment | Y.XmlElement) => {
    for (const child of node.toArray()) {
      if (child instanceof Y.XmlText) {
        runs.push({ text: child, offset });
        offset += child.length;
      } else if (child instanceof Y.XmlElement) walk(child);
    }
  };
  walk(doc.getXmlFragment(WIKI_COLLAB.fragment));
  return runs;
}

/** Resolves anchors against a page's Yjs state; an anchor whose words were all deleted is orphaned. */
export function resolveAnchors(state: Uint8Array | null, anchors: { start: string; end: string }[]): ResolvedAnchor[] {
  const orphan: ResolvedAnchor = { current: null, from: null, to: null };
  if (!state || !anchors.length) return anchors.map(() => orphan);
  const doc = new Y.Doc();
  try {
    Y.applyUpdate(doc, state);
    const runs = textRuns(doc);
    const place = (base64: string): number | null => {
      const relative = decode(base64);
      if (!relative) return null;
      const absolute = Y.createAbsolutePositionFromRelativePosition(relative, doc);
      if (!absolute) return null;
      const run = runs.find((candidate) => candidate.text === absolute.type);
      return run ? run.offset + absolute.index : null;
    };
    const whole = runs.map((run) => run.text.toString()).join('');
    return anchors.map(({ start, end }) => {
      const from = place(start);
      const to = place(end);
      if (from === null || to === null || to <= from) return orphan;
      return { current: plainSlice(runs, from, to, whole.length), from, to };
    });
  } finally {
    doc.destroy();
  }
}

/** The plain characters between two offsets (formatting left out). */
function plainSlice(runs: { text: Y.XmlText; offset: number }[], from: number, to: number, total: number): string {
  let out = '';
  for (const run of runs) {
    const end = run.offset + run.text.length;
    if (end <= from || run.offset >= to) continue;
    const plain = (run.text.toDelta() as { insert: unknown }[]).map((op) => (typeof op.insert === 'string' ? op.insert : ' ')).join('');
    out += plain.slice(Math.max(0, from - run.offset), Math.min(run.text.length, to - run.offset));
  }
  return out.slice(0, Math.min(out.length, total));
}
