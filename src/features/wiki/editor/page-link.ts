import { mergeAttributes, Node } from '@tiptap/core';
import type { EditorState } from '@tiptap/pm/state';
import { Plugin } from '@tiptap/pm/state';
import { WIKI_PAGE_LINK } from '../../../../contract/wiki';

/**
 * Where a page link's title comes from: the wiki's tree as the app last read it (kept offline too), so
 * a rename shows in every link at once. `title` is undefined while the tree loads and null for a page
 * the tree does not list (deleted, or hidden from this person).
 */
export interface PageTitles {
  title(pageId: number): string | null | undefined;
  href(pageId: number): string;
  open(pageId: number): void;
  missing(): string;
  subscribe(changed: () => void): () => void;
}

/** The keys of the `[[` page list while it shows; true when the list took the key. */
export interface PickerKeys {
  handle: ((event: KeyboardEvent) => boolean) | null;
}

interface PageLinkOptions {
  titles: PageTitles | null;
  keys: PickerKeys | null;
}

/** What is typed after `[[` at the caret, and the range the chosen link replaces; null when no `[[` is open. */
export function pageLinkQuery(state: EditorState): { from: number; to: number; query: string } | null {
  const { selection } = state;
  if (!selection.empty) return null;
  const { $from } = selection;
  if ($from.parent.type.spec.code || !$from.parent.inlineContent) return null;
  // Atoms count as one character that no query contains, so `[[` never reaches back past a link or an image.
  const before = $from.parent.textBetween(Math.max(0, $from.parentOffset - 80), $from.parentOffset, undefined, '\ufffc');
  const match = /\[\[([^[\]\ufffc\n]{0,60})$/.exec(before);
  if (!match) return null;
  return { from: $from.pos - match[0].length, to: $from.pos, query: match[1]! };
}

function pageIdOf(value: unknown): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * A link to another page of the wiki, kept by the page's id: an inline atom that shows the page's title
 * of the moment and opens it on click, or says the page is gone.
 */
export const PageLink = Node.create<PageLinkOptions>({
  name: WIKI_PAGE_LINK.node,
  group: 'inline',
  inline: true,
  atom: true,
  selectable: true,

  addOptions() {
    return { titles: null, keys: null };
  },

  addAttributes() {
    return {
      [WIKI_PAGE_LINK.attr]: {
        default: null,
        parseHTML: (element) => pageIdOf(element.getAttribute('data-page-id')),
        renderHTML: (attributes) => ({ 'data-page-id': attributes[WIKI_PAGE_LINK.attr] as number | null }),
      },
    };
  },

  parseHTML() {
    // Before the link mark's `a[href]`, so a copied page link pastes back as one, not as linked text.
    return [{ tag: 'a[data-page-link]', priority: 60 }];
  },

  renderHTML({ node, HTMLAttributes }) {
    const pageId = pageIdOf(node.attrs[WIKI_PAGE_LINK.attr]);
    const titles = this.options.titles;
    const title = pageId !== null ? titles?.title(pageId) : null;
    return ['a', mergeAttributes({ 'data-page-link': '', href: pageId !== null && titles ? titles.href(pageId) : undefined }, HTMLAttributes), title ?? titles?.missing() ?? ''];
  },

  renderText({ node }) {
    const pageId = pageIdOf(node.attrs[WIKI_PAGE_LINK.attr]);
    return (pageId !== null ? this.options.titles?.title(pageId) : null) ?? '';
  },

  addNodeView() {
    const titles = this.options.titles;
    return ({ node: initial }) => {
      let node = initial;
      const dom = document.createElement('a');
      dom.setAttribute('data-page-link', '');
      dom.setAttribute('data-testid', 'wiki-page-link');
      dom.contentEditable = 'false';
      const show = () => {
        const pageId = pageIdOf(node.attrs[WIKI_PAGE_LINK.attr]);
        const title = pageId !== null ? titles?.title(pageId) : null;
        dom.setAttribute('data-page-id', String(pageId ?? ''));
        dom.setAttribute('data-state', title === undefined ? 'loading' : title === null ? 'missing' : 'live');
        dom.textContent = title === undefined ? '…' : (title ?? titles?.missing() ?? '');
        if (pageId !== null && title && titles) dom.href = titles.href(pageId);
        else dom.removeAttribute('href');
      };
      show();
      const unsubscribe = titles?.subscribe(show);
      dom.addEventListener('click', (event) => {
        event.preventDefault();
        const pageId = pageIdOf(node.attrs[WIKI_PAGE_LINK.attr]);
        if (pageId !== null && titles?.title(pageId)) titles.open(pageId);
      });
      return {
        dom,
        update(updated) {
          if (updated.type !== node.type) return false;
          node = updated;
          show();
          return true;
        },
        ignoreMutation: () => true,
        destroy: () => unsubscribe?.(),
      };
    };
  },

  addProseMirrorPlugins() {
    const keys = this.options.keys;
    return [new Plugin({ props: { handleKeyDown: (_view, event) => keys?.handle?.(event) ?? false } })];
  },
});
