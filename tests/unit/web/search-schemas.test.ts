import { describe, expect, it } from 'vitest';
import { fulltextSearch, messageSearch, pagingSearch } from '../../../src/routes/search-schemas';

function parse<T>(schema: { '~standard': { validate: (value: unknown) => unknown } }, value: unknown): T {
  const result = schema['~standard'].validate(value) as { value?: T; issues?: unknown };
  if (result.issues) throw new Error(JSON.stringify(result.issues));
  return result.value as T;
}

describe('typed search params', () => {
  it('keep full-text search words as text even when they look like numbers, and a category as its id', () => {
    expect(parse(fulltextSearch, { searchValue: 2024, classifyId: 3, timestamp: 1700000000000 })).toEqual({
      searchValue: '2024',
      classifyId: 3,
      timestamp: 1700000000000,
    });
    expect(parse(fulltextSearch, { searchValue: '设计', classifyId: 'x', kind: 'page' })).toEqual({ searchValue: '设计' });
  });

  it('treat a malformed count or order as not given instead of failing the page', () => {
    expect(parse(pagingSearch, { pageNum: 'x', pageSize: -5, sortType: 'SIDEWAYS', sortField: 'line' })).toEqual({
      pageNum: undefined,
      pageSize: undefined,
      sortType: undefined,
      sortField: 'line',
    });
    expect(parse(pagingSearch, { pageNum: 2, pageSize: 50, sortType: 'DESC' })).toMatchObject({ pageNum: 2, pageSize: 50, sortType: 'DESC' });
  });

  it('carry the 420 message', () => {
    expect(parse(messageSearch, { m: 'hello' })).toEqual({ m: 'hello' });
    expect(parse(messageSearch, {})).toEqual({});
  });
});
