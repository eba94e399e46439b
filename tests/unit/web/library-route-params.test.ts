import { describe, expect, it } from 'vitest';
import { folderParams, isCanonicalFolder, libraryIdParams } from '../../../src/routes/library-params';
import { browseSearch, fileListSearch, parseId, personalSearch } from '../../../src/routes/library-search-schemas';

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
});
