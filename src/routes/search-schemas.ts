import * as z from 'zod/mini';

// The router parses `?a=1` into a number, so free text is coerced back to a string; a malformed
// count or order falls back to 'not given' rather than breaking the page.
const text = z.optional(z.coerce.string());
const count = z.catch(z.optional(z.int().check(z.positive())), undefined);
const order = z.catch(z.optional(z.enum(['ASC', 'DESC'])), undefined);

export const loginSearch = z.object({ redirect: text });

/** /420 shows the server's message. */
export const messageSearch = z.object({ m: text });

/** Spec §2: full-text search; `timestamp` makes searching the same words again a new search. */
export const fulltextSearch = z.object({ searchValue: text, classifyId: text, timestamp: count });

/** /doc/search: the words, by name, content or both, and the page. */
export const docSearchSearch = z.object({
  searchValue: text,
  scope: z.catch(z.optional(z.enum(['all', 'name', 'content'])), undefined),
  pageNum: count,
});

export const keywordSearch = z.object({ keyword: text });

export const wikiPageSearch = z.object({ id: count });

export const wikiCreateSearch = z.object({ parentId: count });

/** Spec §3 paging params, shared by the code-check lists. */
export const pagingSearch = z.object({ pageNum: count, pageSize: count, sortField: text, sortType: order });

/** My Tasks and Suspended Tasks: the words a task's name holds, its order and the page. */
export const taskListSearch = z.object({ keyword: text, pageNum: count, sortField: text, sortType: order });
