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

export const errorEnvelope = z.object({
  status: z.number().int(),
  message: z.string(),
  data: z
    .object({ fields: z.record(z.string(), z.string()).optional(), code: z.string().optional() })
    .nullable(),
});

export type Envelope<T> = { status: number; message: string; data: T };
