import { describe, expect, it } from 'vitest';
import { folderParams, isCanonicalFolder, libraryIdParams } from '../../../src/routes/library-params';
import { browseSearch, docHomeSearch, fileListSearch, librarySearchSearch, parseId, personalSearch } from '../../../src/routes/library-search-schemas';
import { docSearchSearch } from '../../../src/routes/search-schemas';

function parse<T>(schema: { '~standard': { validate: (value: unknown) => unknown } }, value: unknown): T {
  const result = schema['~standard'].validate(value) as { value?: T; issues?: unknown };
  if (result.issues) throw new Error(JSON.stringify(result.issues));
  return result.value as T;
}

describe('library addresses', () => {
  it('accept positive whole ids only', () => {
    expect(parseId('7')).toBe(7);
    expect(parseId('0')).toBeNull();
    expect(parseId('07')).toBeNull();
    expect(parseId('-3')).toBeNull();
    expect(parseId('abc')).toBeNull();
    expect(parseId('99999999999')).toBeNull();
    expect(parseId(undefined)).toBeNull();
  });

  it('parse the library and folder of the file manager, and refuse a malformed one', () => {
    expect(libraryIdParams.parse({ libraryId: '12' })).toEqual({ libraryId: 12 });
    expect(() => libraryIdParams.parse({ libraryId: 'x' })).toThrow();
    expect(folderParams.parse({ tab: 'folder', id: '42' })).toEqual({ tab: 'folder', id: 42 });
    expect(folderParams.parse({})).toEqual({ tab: undefined });
    expect(() => folderParams.parse({ tab: 'folder', id: 'nope' })).toThrow();
    expect(folderParams.stringify({ tab: 'folder', id: 42 })).toEqual({ tab: 'folder', id: '42' });
  });

  it('know the canonical folder address: the root has no tab, a folder has `folder/<id>`', () => {
    expect(isCanonicalFolder({})).toBe(true);
    expect(isCanonicalFolder({ tab: 'folder', id: 3 })).toBe(true);
    expect(isCanonicalFolder({ tab: 'shared', id: 3 })).toBe(false);
    expect(isCanonicalFolder({ tab: 'folder' })).toBe(false);
  });

  it('read sort and paging from the search, a malformed value counting as not given', () => {
    expect(parse(fileListSearch, { sortField: 'size', sortType: 'desc', pageNum: 2, info: 5 })).toEqual({ sortField: 'size', sortType: 'desc', pageNum: 2, info: 5 });
    expect(parse(fileListSearch, { sortField: 'owner', sortType: 'up', pageNum: -1 })).toEqual({ sortField: undefined, sortType: undefined, pageNum: undefined });
    expect(parse(personalSearch, { folder: 9 })).toMatchObject({ folder: 9 });
  });

  it('name the previewed file and version in the search', () => {
    expect(parse(browseSearch, { libraryId: 1, nodeId: 4, version: 2 })).toEqual({ libraryId: 1, nodeId: 4, version: 2 });
    expect(parse(browseSearch, { libraryId: 'x' })).toEqual({ libraryId: undefined });
  });

  it('keep search words as text and fall back to all scopes and page 1 on anything malformed', () => {
    expect(parse(librarySearchSearch, { keyword: 2024, scope: 'content', pageNum: 3 })).toEqual({ keyword: '2024', scope: 'content', pageNum: 3 });
    expect(parse(librarySearchSearch, { keyword: '缓存', scope: 'everything', pageNum: 0 })).toEqual({ keyword: '缓存', scope: undefined, pageNum: undefined });
    expect(parse(docSearchSearch, { searchValue: '设计', scope: 'name' })).toEqual({ searchValue: '设计', scope: 'name', pageNum: undefined });
  });

  it('choose the kind of library on the home, only among the kinds it lists', () => {
    expect(parse(docHomeSearch, { kind: 'personal' })).toMatchObject({ kind: 'personal' });
    expect(parse(docHomeSearch, { kind: 'project' })).toMatchObject({ kind: undefined });
  });
});
