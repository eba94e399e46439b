import * as z from 'zod/mini';

// Like search-schemas.ts: a malformed value falls back to 'not given' rather than breaking the page.
const text = z.optional(z.coerce.string());
const count = z.catch(z.optional(z.int().check(z.positive())), undefined);

function choice<const T extends readonly [string, ...string[]]>(values: T) {
  return z.catch(z.optional(z.enum(values)), undefined);
}

/**
 * A tool's defects, risky functions or duplicated files: filters, paging, sort and the item whose
 * detail is open, so a filtered view is a link to share.
 */
export const warnListSearch = z.object({
  pageNum: count,
  pageSize: count,
  sortField: choice(['severity', 'filePath', 'line', 'createdAt', 'checker', 'author', 'ccn', 'rate', 'duplicatedLines', 'functionName']),
  sortType: choice(['ASC', 'DESC']),
  checker: text,
  author: text,
  handler: text,
  filePath: text,
  severity: z.catch(z.optional(z.array(z.union([z.literal(1), z.literal(2), z.literal(3)]))), undefined),
  defectType: choice(['new', 'history']),
  status: choice(['open', 'fixed', 'ignored']),
  id: count,
});
export type WarnListSearch = z.infer<typeof warnListSearch>;
