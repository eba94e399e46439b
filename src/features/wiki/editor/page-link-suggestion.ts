import { PluginKey } from '@tiptap/pm/state';
import type { SuggestionOptions, SuggestionProps } from '@tiptap/suggestion';
import { WIKI_PAGE_LINK } from '../../../../contract/wiki';

/** Pages the `[[` list shows at once; typing narrows it. */
const SHOWN = 8;

export interface PageChoice {
  id: number;
  title: string;
}

/** What the `[[` list shows: the pages that match, the one the arrow keys are on, and where the caret is. */
export interface PickerView {
  pages: PageChoice[];
  active: number;
  /** The caret's box on screen, to place the list under. */
  at: DOMRect | null;
  choose(page: PageChoice): void;
}

/**
 * `[[` followed by a few letters of a title: TipTap's suggestion plugin finds the trigger and the query, this
 * supplies the wiki's pages (all but the page itself, title containing the query) and keeps what the list shows
 * in a small store that the React list reads. Choosing a page puts a link to it in place of what was typed.
 */
export function pageLinkSuggestion(pages: () => PageChoice[]) {
  let view: PickerView | null = null;
  const listeners = new Set<() => void>();
  const publish = (next: PickerView | null) => {
    view = next;
    for (const changed of listeners) changed();
  };
  const show = (props: SuggestionProps<PageChoice, PageChoice>, active: number) =>
    publish({ pages: props.items, active: Math.min(active, Math.max(0, props.items.length - 1)), at: props.clientRect?.() ?? null, choose: props.command });

  const options: Omit<SuggestionOptions<PageChoice, PageChoice>, 'editor'> = {
    pluginKey: new PluginKey('wikiPageLink'),
    char: '[[',
    // Titles have spaces, and a link may follow any character ('see[[').
    allowSpaces: true,
    allowedPrefixes: null,
    items: ({ query }) => {
      const wanted = query.trim().toLocaleLowerCase();
      return pages()
        .filter((page) => page.title.toLocaleLowerCase().includes(wanted))
        .slice(0, SHOWN);
    },
    command: ({ editor, range, props: page }) => {
      editor
        .chain()
        .focus()
        .insertContentAt(range, [
          { type: WIKI_PAGE_LINK.node, attrs: { [WIKI_PAGE_LINK.attr]: page.id } },
          { type: 'text', text: ' ' },
        ])
        .run();
    },
    render: () => ({
      onStart: (props) => show(props, 0),
      onUpdate: (props) => show(props, 0),
      onExit: () => publish(null),
      onKeyDown: ({ event }) => {
        if (!view?.pages.length) return false;
        if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
          const step = event.key === 'ArrowDown' ? 1 : -1;
          publish({ ...view, active: (view.active + step + view.pages.length) % view.pages.length });
          return true;
        }
        if (event.key === 'Enter' || event.key === 'Tab') {
          view.choose(view.pages[view.active]!);
          return true;
        }
        return false;
      },
    }),
  };

  return {
    options,
    current: () => view,
    subscribe(changed: () => void) {
      listeners.add(changed);
      return () => listeners.delete(changed);
    },
    /** The pointer is over a page of the list. */
    point(active: number) {
      if (view) publish({ ...view, active });
    },
  };
}

export type PageLinkSuggestion = ReturnType<typeof pageLinkSuggestion>;
