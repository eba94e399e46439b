import { z } from 'zod';
import { PAGING, type PageSizes } from './constants';

/**
 * Which page of a list to return (spec §3 paging params): `pageNum` counts from 1. A list with filters
 * extends this schema with them.
 */
export function pageQuery(sizes: PageSizes = PAGING.lists) {
  return z.strictObject({
    pageNum: z.coerce.number<number>().int().min(1).max(PAGING.pageNumMax).default(1),
    pageSize: z.coerce.number<number>().int().min(1).max(sizes.maxSize).default(sizes.defaultSize),
  });
}
export type PageQuery = { pageNum: number; pageSize: number };

/**
 * One page of a list, shaped as spec §3 names the task log's `taskLogPage`: `number` is the page asked
 * for with `pageNum` (from 1), `size` the page size asked for, `totalElements` the items of every page.
 */
export function page<T extends z.ZodType>(item: T) {
  return z.object({
    totalPages: z.number().int(),
    number: z.number().int(),
    size: z.number().int(),
    totalElements: z.number().int(),
    content: z.array(item),
  });
}
export type Page<T> = { totalPages: number; number: number; size: number; totalElements: number; content: T[] };
