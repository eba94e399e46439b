import { mergeAttributes, Node } from '@tiptap/core';
import { Suggestion, type SuggestionOptions } from '@tiptap/suggestion';
import { WIKI_PAGE_LINK } from '../../../../contract/wiki';
import type { PageChoice } from './page-link-suggestion';

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

interface PageLinkOptions {
  titles: PageTitles | null;
  /** The `[[` list (page-link-suggestion.ts); none where the editor only shows pages. */
  suggestion: Omit<SuggestionOptions<PageChoice, PageChoice>, 'editor'> | null;
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
    return { titles: null, suggestion: null };
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
    return this.options.suggestion ? [Suggestion({ editor: this.editor, ...this.options.suggestion })] : [];
  },
});
