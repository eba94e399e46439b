import { z } from 'zod';
import { checkText, encodeIssue, type TextRules } from './validation';

/** A string field checked by the spec §5 rules; its messages are localised by whoever reports them. */
export function text(rules: TextRules) {
  return z.string().superRefine((value, ctx) => {
    const issue = checkText(value, rules);
    if (issue) ctx.addIssue({ code: 'custom', message: encodeIssue(issue) });
  });
}

/** The response envelope of every JSON call: status 0 means success. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ status: z.number().int(), message: z.string(), data });
}

export type Envelope<T> = { status: number; message: string; data: T };

/** Bytes sent or answered as they are (a file part, a download), as the OpenAPI document describes them. */
export const bytes = (description: string) => z.string().meta({ format: 'binary', description });

/** A multipart body of file parts under any field names, as the OpenAPI document describes it. */
export const fileParts = (description: string) => z.record(z.string(), bytes('A file: its part\'s filename is its name')).meta({ description });

/**
 * Refuses U+0000 in any string or key of an input, however deep. PostgreSQL cannot store it in
 * text and no person types it, so it is refused before the route's own schema for every call.
 */
export const withoutNul = z.unknown().superRefine((value, ctx) => {
  // Walked with a stack of its own and each path kept as a link to its parent's: a deep input neither
  // overflows the call stack nor copies its whole path at every level.
  const stack: PathLink[] = [{ node: value, key: '', up: null }];
  while (stack.length > 0) {
    const link = stack.pop()!;
    const { node } = link;
    if (typeof link.key === 'string' && link.key.includes('\u0000')) {
      ctx.addIssue({ code: 'custom', path: pathOf(link.up), message: encodeIssue({ key: 'nulChar' }) });
      continue;
    }
    if (typeof node === 'string') {
      if (node.includes('\u0000')) ctx.addIssue({ code: 'custom', path: pathOf(link), message: encodeIssue({ key: 'nulChar' }) });
      continue;
    }
    if (!node || typeof node !== 'object') continue;
    const entries: [PropertyKey, unknown][] = Array.isArray(node) ? node.map((item, index) => [index, item]) : Object.entries(node);
    // Pushed last to first, so they are visited in order.
    for (let index = entries.length - 1; index >= 0; index--) stack.push({ node: entries[index]![1], key: entries[index]![0], up: link });
  }
});

/** One value of the input and how it was reached: its key in its parent (the top has none). */
interface PathLink {
  node: unknown;
  key: PropertyKey;
  up: PathLink | null;
}

function pathOf(link: PathLink | null): PropertyKey[] {
  const path: PropertyKey[] = [];
  for (let at = link; at?.up; at = at.up) path.unshift(at.key);
  return path;
}
