import { describe, expect, it } from 'vitest';
import { inFolder, searchFromView, sortedBy, viewFromSearch } from '../../../src/features/files/file-list-view';

describe('the file list view in the address', () => {
  it('fills what the address leaves out with name order, page 1 and 50 items', () => {
    expect(viewFromSearch({})).toEqual({ sortField: 'name', sortType: 'asc', pageNum: 1, pageSize: 50, info: undefined });
  });

  it('keeps a page size the server accepts and drops one it would refuse', () => {
    expect(viewFromSearch({ pageSize: 200 }).pageSize).toBe(200);
    expect(viewFromSearch({ pageSize: 201 }).pageSize).toBe(50);
  });

  it('leaves defaults out of the address so plain links stay plain', () => {
    expect(searchFromView(viewFromSearch({}))).toEqual({ sortField: undefined, sortType: undefined, pageNum: undefined, pageSize: undefined, info: undefined });
    expect(searchFromView({ sortField: 'size', sortType: 'desc', pageNum: 3, pageSize: 20, info: 9 })).toEqual({ sortField: 'size', sortType: 'desc', pageNum: 3, pageSize: 20, info: 9 });
  });

  it('round-trips every view through its address', () => {
    const view = { sortField: 'modified', sortType: 'asc', pageNum: 2, pageSize: 100, info: 4 } as const;
    expect(viewFromSearch(searchFromView(view))).toEqual(view);
  });

  it('flips the order of the sorted column and starts another column ascending, modified time newest first', () => {
    const byName = viewFromSearch({ pageNum: 4, info: 7 });
    expect(sortedBy(byName, 'name')).toMatchObject({ sortField: 'name', sortType: 'desc', pageNum: 1, info: undefined });
    expect(sortedBy(byName, 'size')).toMatchObject({ sortField: 'size', sortType: 'asc', pageNum: 1 });
    expect(sortedBy(byName, 'modified')).toMatchObject({ sortField: 'modified', sortType: 'desc' });
    expect(sortedBy(sortedBy(byName, 'modified'), 'modified')).toMatchObject({ sortType: 'asc' });
  });

  it('opens another folder on its first page with the same order and no details open', () => {
    expect(inFolder({ sortField: 'size', sortType: 'desc', pageNum: 5, pageSize: 20, info: 3 })).toEqual({ sortField: 'size', sortType: 'desc', pageNum: 1, pageSize: 20, info: undefined });
  });
});
