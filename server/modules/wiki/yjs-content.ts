import * as Y from 'yjs';
import { WIKI_COLLAB, type WikiNode } from '../../../contract/wiki';
import { safeUrl } from '../../../contract/wiki-safe-url';
import { toPlainText } from '../../../contract/wiki-text';
import { type PageLinkWriter, toMarkdown } from './markdown-export';

/**
 * Reads a page's Yjs document the way the editor wrote it (y-prosemirror's layout: one Y.XmlElement per
 * node with its attributes, Y.XmlText with marks as formatting attributes) without any web code: the
 * editor's JSON for readers, plain text for search, diff and offline reading, Markdown for export.
 */

type Attrs = Record<string, string | number | boolean | null>;

function plainAttrs(raw: Record<string, unknown>): Attrs | undefined {
  const out: Attrs = {};
  for (const [key, value] of Object.entries(raw)) {
    if (value === null || typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') out[key] = value;
  }
  for (const key of ['href', 'src']) if (key in out) out[key] = safeUrl(out[key]);
  return Object.keys(out).length ? out : undefined;
}

/** y-prosemirror keeps two marks of one type apart with a `--hash` suffix on the attribute name. */
function markName(attribute: string): string {
  const cut = attribute.indexOf('--');
  return cut > 0 ? attribute.slice(0, cut) : attribute;
}

function textNodes(text: Y.XmlText): WikiNode[] {
  const out: WikiNode[] = [];
  for (const op of text.toDelta() as { insert: unknown; attributes?: Record<string, unknown> }[]) {
    if (typeof op.insert !== 'string' || op.insert === '') continue;
    const node: WikiNode = { type: 'text', text: op.insert };
    const marks = Object.entries(op.attributes ?? {}).map(([name, value]) => {
      const attrs = value && typeof value === 'object' ? plainAttrs(value as Record<string, unknown>) : undefined;
      return attrs ? { type: markName(name), attrs } : { type: markName(name) };
    });
    if (marks.length) node.marks = marks;
    out.push(node);
  }
  return out;
}

function elementNode(element: Y.XmlElement): WikiNode {
  const node: WikiNode = { type: element.nodeName };
  const attrs = plainAttrs(element.getAttributes() as Record<string, unknown>);
  if (attrs) node.attrs = attrs;
  const content = childrenOf(element);
  if (content.length) node.content = content;
  return node;
}

function childrenOf(parent: Y.XmlFragment | Y.XmlElement): WikiNode[] {
  const out: WikiNode[] = [];
  for (const child of parent.toArray()) {
    if (child instanceof Y.XmlElement) out.push(elementNode(child));
    else if (child instanceof Y.XmlText) out.push(...textNodes(child));
  }
  return out;
}

export function fragmentOf(doc: Y.Doc): Y.XmlFragment {
  return doc.getXmlFragment(WIKI_COLLAB.fragment);
}

/** The editor's document as ProseMirror JSON. */
export function toProseMirror(doc: Y.Doc): WikiNode {
  const content = childrenOf(fragmentOf(doc));
  return content.length ? { type: 'doc', content } : { type: 'doc' };
}

export function docFromState(state: Uint8Array | null): Y.Doc {
  const doc = new Y.Doc();
  if (state && state.length) Y.applyUpdate(doc, state);
  return doc;
}

/** Every image address of a page, for export. */
export function imageSources(root: WikiNode): string[] {
  const out: string[] = [];
  const walk = (node: WikiNode) => {
    if (node.type === 'image' && typeof node.attrs?.src === 'string') out.push(node.attrs.src);
    for (const child of node.content ?? []) walk(child);
  };
  walk(root);
  return out;
}

/** A state's content tree: what the editor's reader draws. */
export function stateContent(state: Uint8Array | null): WikiNode {
  const doc = docFromState(state);
  const content = toProseMirror(doc);
  doc.destroy();
  return content;
}

/** A state's content tree and its plain text: what a store needs (the search index), without the Markdown. */
export function stateText(state: Uint8Array | null) {
  const content = stateContent(state);
  return { content, text: toPlainText(content) };
}

/** Everything a read needs from one state; page links in the Markdown only with `links`. */
export function renderState(state: Uint8Array | null, links?: PageLinkWriter) {
  const { content, text } = stateText(state);
  return { content, text, markdown: toMarkdown(content, links) };
}

/**
 * Replaces the content of `target` with that of `source`'s fragment, as one change that every editor
 * merges: the restore of a version.
 */
export function replaceContent(target: Y.Doc, source: Y.Doc) {
  const to = fragmentOf(target);
  const from = fragmentOf(source);
  target.transact(() => {
    if (to.length) to.delete(0, to.length);
    to.insert(0, from.toArray().map((child) => cloneXml(child)));
  });
}

function cloneXml(node: Y.XmlElement | Y.XmlText | Y.XmlHook): Y.XmlElement | Y.XmlText {
  if (node instanceof Y.XmlText) {
    const copy = new Y.XmlText();
    copy.applyDelta(node.toDelta());
    return copy;
  }
  if (node instanceof Y.XmlElement) {
    const copy = new Y.XmlElement(node.nodeName);
    for (const [key, value] of Object.entries(node.getAttributes())) copy.setAttribute(key, value as string);
    copy.insert(0, node.toArray().map((child) => cloneXml(child)));
    return copy;
  }
  return new Y.XmlText();
}

/** The children of a node as y-prosemirror lays them out: a run of text nodes is one Y.XmlText with its marks as formatting. */
function yChildren(nodes: WikiNode[]): (Y.XmlElement | Y.XmlText)[] {
  const out: (Y.XmlElement | Y.XmlText)[] = [];
  let run: { insert: string; attributes?: Record<string, unknown> }[] = [];
  const flush = () => {
    if (!run.length) return;
    const text = new Y.XmlText();
    text.applyDelta(run);
    out.push(text);
    run = [];
  };
  for (const node of nodes) {
    if (node.type === 'text') {
      if (!node.text) continue;
      const attributes = Object.fromEntries((node.marks ?? []).map((mark) => [mark.type, mark.attrs ?? {}]));
      run.push(Object.keys(attributes).length ? { insert: node.text, attributes } : { insert: node.text });
      continue;
    }
    flush();
    const element = new Y.XmlElement(node.type);
    for (const [key, value] of Object.entries(node.attrs ?? {})) {
      // y-prosemirror keeps attributes as they are; null ones are left to the schema's defaults.
      if (value !== null) element.setAttribute(key, value as string);
    }
    element.insert(0, yChildren(node.content ?? []));
    out.push(element);
  }
  flush();
  return out;
}

/** A Yjs document holding `root` (the editor's JSON) the way the editor itself would have written it. */
export function docFromProseMirror(root: WikiNode): Y.Doc {
  const doc = new Y.Doc();
  const fragment = fragmentOf(doc);
  doc.transact(() => fragment.insert(0, yChildren(root.content ?? [])));
  return doc;
}
