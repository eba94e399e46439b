import type { WikiPageSummary } from '../../../contract/wiki';

/** The flat tree the server sends, as children per parent (siblings in order). */
export function childrenByParent(pages: WikiPageSummary[]): Map<number | null, WikiPageSummary[]> {
  const children = new Map<number | null, WikiPageSummary[]>();
  for (const page of pages) {
    const siblings = children.get(page.parentId) ?? [];
    siblings.push(page);
    children.set(page.parentId, siblings);
  }
  for (const siblings of children.values()) siblings.sort((a, b) => a.position - b.position);
  return children;
}

/** The ids above a page, nearest first: they open so the page shows in the tree. */
export function ancestorIds(pages: WikiPageSummary[], pageId: number | null): number[] {
  const byId = new Map(pages.map((page) => [page.id, page]));
  const out: number[] = [];
  let current = pageId === null ? undefined : byId.get(pageId);
  while (current && current.parentId !== null && !out.includes(current.parentId)) {
    out.push(current.parentId);
    current = byId.get(current.parentId);
  }
  return out;
}

/** A page and everything under it: the targets a move must not choose. */
export function subtreeIds(pages: WikiPageSummary[], pageId: number): Set<number> {
  const children = childrenByParent(pages);
  const out = new Set<number>();
  const stack = [pageId];
  while (stack.length) {
    const id = stack.pop()!;
    out.add(id);
    for (const child of children.get(id) ?? []) stack.push(child.id);
  }
  return out;
}

/** Pages in reading order with their depth, for a flat list of move targets. */
export function flattenTree(pages: WikiPageSummary[]): { page: WikiPageSummary; depth: number }[] {
  const children = childrenByParent(pages);
  const out: { page: WikiPageSummary; depth: number }[] = [];
  const walk = (parentId: number | null, depth: number) => {
    for (const page of children.get(parentId) ?? []) {
      out.push({ page, depth });
      walk(page.id, depth + 1);
    }
  };
  walk(null, 0);
  return out;
}
