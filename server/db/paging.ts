import type { Page, PageQuery } from '../../contract/page';

/** The rows a page covers: skip `offset`, take `limit`. */
export function pageWindow({ pageNum, pageSize }: PageQuery) {
  return { offset: (pageNum - 1) * pageSize, limit: pageSize };
}

/** The page answered for a page query, from its rows and the number of items over every page. */
export function pageOf<T>(content: T[], total: number, { pageNum, pageSize }: PageQuery): Page<T> {
  return { totalPages: Math.ceil(total / pageSize), number: pageNum, size: pageSize, totalElements: total, content };
}
