import * as v from 'valibot';
import { choice, count, text } from './search-params';

/**
 * A tool's defects, risky functions or duplicated files: filters, paging, sort and the item whose
 * detail is open, so a filtered view is a link to share.
 */
export const warnListSearch = v.object({
  pageNum: count,
  pageSize: count,
  sortField: choice(['severity', 'filePath', 'line', 'createdAt', 'checker', 'author', 'ccn', 'rate', 'duplicatedLines', 'functionName']),
  sortType: choice(['ASC', 'DESC']),
  checker: text,
  author: text,
  handler: text,
  filePath: text,
  severity: v.fallback(v.optional(v.array(v.picklist([1, 2, 3]))), undefined),
  defectType: choice(['new', 'history']),
  status: choice(['open', 'fixed', 'ignored']),
  id: count,
});
export type WarnListSearch = v.InferOutput<typeof warnListSearch>;
