import { describe, expect, it } from 'vitest';
import type { WikiPageSummary } from '../../../contract/wiki';
import { ancestorIds, childrenByParent, flattenTree, subtreeIds } from '../../../src/features/wiki/wiki-tree-model';

function page(id: number, parentId: number | null, position: number): WikiPageSummary {
  return { id, libraryId: 1, parentId, title: `p${id}`, position, access: 'edit', restricted: false, createdBy: null, createdAt: 0, updatedBy: null, updatedAt: 0 };
}

// 1 ─┬─ 3 ── 5
//    └─ 4
// 2
const pages = [page(4, 1, 1), page(2, null, 1), page(5, 3, 0), page(1, null, 0), page(3, 1, 0)];

describe('the wiki page tree', () => {
  it('lists children per parent in sibling order', () => {
    const children = childrenByParent(pages);
    expect(children.get(null)?.map((entry) => entry.id)).toEqual([1, 2]);
    expect(children.get(1)?.map((entry) => entry.id)).toEqual([3, 4]);
  });

  it('finds the pages above a page, nearest first, to open the tree down to it', () => {
    expect(ancestorIds(pages, 5)).toEqual([3, 1]);
    expect(ancestorIds(pages, 2)).toEqual([]);
    expect(ancestorIds(pages, null)).toEqual([]);
  });

  it('knows a page with everything under it, which a move may not target', () => {
    expect([...subtreeIds(pages, 1)].sort()).toEqual([1, 3, 4, 5]);
    expect([...subtreeIds(pages, 4)]).toEqual([4]);
  });

  it('flattens the tree in reading order with depths', () => {
    expect(flattenTree(pages).map(({ page: entry, depth }) => `${entry.id}@${depth}`)).toEqual(['1@0', '3@1', '5@2', '4@1', '2@0']);
  });
});
