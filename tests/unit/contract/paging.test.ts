import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { PAGING } from '../../../contract/constants';
import { pageQuery } from '../../../contract/page';
import { pageOf, pageWindow } from '../../../server/db/paging';

describe('paging', () => {
  it('reads pageNum and pageSize from the address with the list’s default and largest size', () => {
    expect(pageQuery().parse({})).toEqual({ pageNum: 1, pageSize: PAGING.lists.defaultSize });
    expect(pageQuery(PAGING.search).parse({ pageNum: '3', pageSize: '10' })).toEqual({ pageNum: 3, pageSize: 10 });
    expect(pageQuery(PAGING.search).safeParse({ pageSize: PAGING.search.maxSize + 1 }).success).toBe(false);
    expect(pageQuery().safeParse({ pageNum: 0 }).success).toBe(false);
    expect(pageQuery().safeParse({ pageNum: PAGING.pageNumMax + 1 }).success).toBe(false);
  });

  it('keeps a list’s filters strict when it extends the page query', () => {
    const withKeyword = pageQuery().extend({ keyword: z.string().optional() });
    expect(withKeyword.safeParse({ unknown: 1 }).success).toBe(false);
  });

  it('turns a page into the rows to skip and take', () => {
    expect(pageWindow({ pageNum: 1, pageSize: 20 })).toEqual({ offset: 0, limit: 20 });
    expect(pageWindow({ pageNum: 3, pageSize: 20 })).toEqual({ offset: 40, limit: 20 });
  });

  it('answers the spec §3 page: the page asked for, its size, and the count over every page', () => {
    expect(pageOf(['a', 'b'], 5, { pageNum: 2, pageSize: 2 })).toEqual({ totalPages: 3, number: 2, size: 2, totalElements: 5, content: ['a', 'b'] });
    expect(pageOf([], 0, { pageNum: 1, pageSize: 50 })).toEqual({ totalPages: 0, number: 1, size: 50, totalElements: 0, content: [] });
  });
});
