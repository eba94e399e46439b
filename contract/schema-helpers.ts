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

/**
 * Refuses U+0000 in any string or key of an input, however deep. PostgreSQL cannot store it in
 * text and no person types it, so it is refused before the route's own schema for every call.
 */
export const withoutNul = z.unknown().superRefine((value, ctx) => {
  const visit = (node: unknown, path: PropertyKey[]): void => {
    if (typeof node === 'string') {
      if (node.includes('\u0000')) ctx.addIssue({ code: 'custom', path, message: encodeIssue({ key: 'nulChar' }) });
      return;
    }
    if (Array.isArray(node)) return node.forEach((item, index) => visit(item, [...path, index]));
    if (node && typeof node === 'object') {
      for (const [key, item] of Object.entries(node)) {
        if (key.includes('\u0000')) ctx.addIssue({ code: 'custom', path, message: encodeIssue({ key: 'nulChar' }) });
        else visit(item, [...path, key]);
      }
    }
  };
  visit(value, []);
});
