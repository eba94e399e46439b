import { useCallback, useEffect, useRef, type FocusEvent, type KeyboardEvent } from 'react';

/*
 * Keyboard use of a tree as the WAI-ARIA tree pattern describes it, shared by every tree (files, wiki pages,
 * classification). It reads the tree from the page rather than from data: the visible items are the rendered
 * `[role=treeitem]` elements in document order, and each item's place comes from its aria-level and
 * aria-expanded. That way a tree that loads a level at a time (the folder tree) is driven exactly like one that
 * has all its items at hand.
 *
 * Chakra's TreeView (Ark UI) was the other way: it wants the whole tree as one collection up front and owns
 * selection and focus itself, while our rows are router links with their own menus and the folder tree asks the
 * server one folder at a time through react-query; fitting that into its collection costs more than these keys.
 */

const ITEM = '[role="treeitem"]';
/** Controls inside an item: reached through the item (Enter, the arrows), not one Tab stop each. */
const INNER_CONTROLS = 'a[href], button, input, select, textarea, [tabindex]:not([role="treeitem"])';

export interface TreeItemPlace {
  id: string | number;
  /** The name type-ahead matches. */
  label: string;
  /** 1 for a top item. */
  level: number;
  setSize: number;
  posInSet: number;
  /** Whether its children show; undefined for an item without children. */
  expanded?: boolean;
  /** The open page, folder or category. */
  current: boolean;
}

/** The ARIA attributes of one tree item; spread onto the element that holds the item's row. */
export function treeItemProps(place: TreeItemPlace) {
  return {
    role: 'treeitem',
    'data-tree-id': String(place.id),
    'data-tree-label': place.label,
    'aria-level': place.level,
    'aria-setsize': place.setSize,
    'aria-posinset': place.posInSet,
    'aria-expanded': place.expanded,
    'aria-selected': place.current,
    'aria-current': place.current ? ('page' as const) : undefined,
    tabIndex: -1,
  };
}

interface Options {
  /** The item of the open page: the tree's Tab stop until the person moves to another item. */
  currentId: string | number | null | undefined;
  /** Opens or closes an item with children. */
  onExpand: (id: string, open: boolean) => void;
}

function itemsOf(tree: HTMLElement): HTMLElement[] {
  return Array.from(tree.querySelectorAll<HTMLElement>(ITEM));
}

function levelOf(item: HTMLElement): number {
  return Number(item.getAttribute('aria-level') ?? 1);
}

/** The control Enter uses: the item's marked one, else its first link. */
function activatorOf(item: HTMLElement): HTMLElement | null {
  const marked = item.querySelector<HTMLElement>('[data-tree-activate]');
  if (marked && marked.closest(ITEM) === item) return marked;
  const link = item.querySelector<HTMLElement>('a[href]');
  return link && link.closest(ITEM) === item ? link : null;
}

/**
 * Roving focus and the tree keys for a `role="tree"` container. Spread `treeProps` onto the container and
 * `treeItemProps(...)` onto each item. Exactly one item is tabbable: the last focused one while it shows,
 * else the current one, else the first.
 */
export function useTreeKeyboard({ currentId, onExpand }: Options) {
  const treeRef = useRef<HTMLDivElement | null>(null);
  const focused = useRef<string | null>(null);
  const current = currentId === null || currentId === undefined ? null : String(currentId);
  const currentRef = useRef(current);
  currentRef.current = current;
  const typed = useRef({ text: '', at: 0 });

  const syncTabStops = useCallback(() => {
    const tree = treeRef.current;
    if (!tree) return;
    const items = itemsOf(tree);
    const byId = (id: string | null) => (id === null ? undefined : items.find((item) => item.dataset.treeId === id));
    const stop = byId(focused.current) ?? byId(currentRef.current) ?? items[0];
    for (const item of items) item.tabIndex = item === stop ? 0 : -1;
    for (const control of Array.from(tree.querySelectorAll<HTMLElement>(INNER_CONTROLS))) {
      if (control.closest(ITEM)) control.tabIndex = -1;
    }
  }, []);

  // Items come and go as levels open, close and load; the Tab stop follows. A callback ref, because a tree
  // often mounts later than the screen holding it (once its data is in).
  const observer = useRef<MutationObserver | null>(null);
  const ref = useCallback(
    (tree: HTMLDivElement | null) => {
      observer.current?.disconnect();
      observer.current = null;
      treeRef.current = tree;
      if (!tree) return;
      syncTabStops();
      observer.current = new MutationObserver(syncTabStops);
      observer.current.observe(tree, { childList: true, subtree: true });
    },
    [syncTabStops],
  );

  useEffect(syncTabStops, [current, syncTabStops]);

  const moveTo = useCallback(
    (item: HTMLElement | undefined) => {
      if (!item) return;
      focused.current = item.dataset.treeId ?? null;
      syncTabStops();
      item.focus();
    },
    [syncTabStops],
  );

  const onFocus = useCallback(
    (event: FocusEvent<HTMLElement>) => {
      // A click on an item's link focuses the link; the item holding it becomes the Tab stop.
      const item = (event.target as HTMLElement).closest<HTMLElement>(ITEM);
      if (!item || !treeRef.current?.contains(item)) return;
      if (focused.current !== item.dataset.treeId) {
        focused.current = item.dataset.treeId ?? null;
        syncTabStops();
      }
    },
    [syncTabStops],
  );

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      const tree = treeRef.current;
      const item = event.target as HTMLElement;
      // Keys typed in a menu opened from a row bubble here through its portal; only the items' own keys count.
      if (!tree || item.getAttribute('role') !== 'treeitem' || !tree.contains(item)) return;
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const items = itemsOf(tree);
      const index = items.indexOf(item);
      const level = levelOf(item);
      const expanded = item.getAttribute('aria-expanded');
      const id = item.dataset.treeId ?? '';
      let handled = true;
      switch (event.key) {
        case 'ArrowDown':
          moveTo(items[index + 1]);
          break;
        case 'ArrowUp':
          moveTo(items[index - 1]);
          break;
        case 'Home':
          moveTo(items[0]);
          break;
        case 'End':
          moveTo(items[items.length - 1]);
          break;
        case 'ArrowRight':
          if (expanded === 'false') onExpand(id, true);
          else if (expanded === 'true' && items[index + 1] && levelOf(items[index + 1]) > level) moveTo(items[index + 1]);
          break;
        case 'ArrowLeft':
          if (expanded === 'true') onExpand(id, false);
          else if (level > 1) moveTo(items.slice(0, index).reverse().find((other) => levelOf(other) < level));
          break;
        case 'Enter':
          activatorOf(item)?.click();
          break;
        default:
          handled = false;
      }
      if (!handled && event.key.length === 1 && event.key.trim()) {
        // Type-ahead: letters typed in quick succession go to the next item whose name starts with them.
        const now = Date.now();
        typed.current = { text: (now - typed.current.at < 700 ? typed.current.text : '') + event.key.toLocaleLowerCase(), at: now };
        const text = typed.current.text;
        const ordered = [...items.slice(index + (text.length > 1 ? 0 : 1)), ...items.slice(0, index)];
        const match = ordered.find((other) => (other.dataset.treeLabel ?? other.textContent ?? '').trim().toLocaleLowerCase().startsWith(text));
        if (match) moveTo(match);
        handled = true;
      }
      if (handled) {
        event.preventDefault();
        event.stopPropagation();
      }
    },
    [moveTo, onExpand],
  );

  return { treeProps: { ref, onKeyDown, onFocus } };
}
