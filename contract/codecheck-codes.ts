import { z } from 'zod';

/**
 * A numeric code as a named enum: the values are the object's, and the OpenAPI document says what
 * each one means, so a client never has to guess what a 3 is.
 */
function namedCodes<const C extends Record<string, number>>(what: string, codes: C, meanings: { [K in keyof C]: string }) {
  const values = Object.entries(codes).map(([name, code]) => `${code} ${meanings[name as keyof C]}`);
  return z.enum(codes).meta({ description: `${what}: ${values.join('; ')}.` });
}

/** Tool step codes of spec §3: where one tool is in a scan. */
export const STEP = { queued: 1, download: 2, scanning: 3, submitting: 4, done: 5, stopped: 6 } as const;
export const stepCode = namedCodes('Step of a tool in a scan', STEP, {
  queued: 'queued',
  download: 'downloading the code',
  scanning: 'scanning',
  submitting: 'submitting its defects',
  done: 'analysis done',
  stopped: 'analysis stopped',
});
export type StepCode = z.infer<typeof stepCode>;

/** Log flags of spec §3: how a scan, or one tool's step in it, went. */
export const FLAG = { success: 1, failure: 2, running: 3, interrupted: 4 } as const;
export const logFlag = namedCodes('Log flag of a scan or of a step', FLAG, {
  success: 'success',
  failure: 'failure',
  running: 'in progress',
  interrupted: 'interrupted (stopped by a person or a server restart)',
});
export type LogFlag = z.infer<typeof logFlag>;

/** Spec §4: a suspended task is listed but cannot be chosen, and it is not scanned. */
export const TASK_STATUS = { active: 0, suspended: 1 } as const;
export const taskStatus = namedCodes('Task status', TASK_STATUS, {
  active: 'active',
  suspended: 'suspended (listed, but neither chosen nor scanned)',
});
export type TaskStatus = z.infer<typeof taskStatus>;

/** A suspended tool stays configured on its task but is left out of scans. */
export const TOOL_STATUS = { enabled: 0, suspended: 1 } as const;
export const toolStatus = namedCodes('Tool status on a task', TOOL_STATUS, {
  enabled: 'enabled',
  suspended: 'suspended (kept, but left out of scans)',
});
export type ToolStatus = z.infer<typeof toolStatus>;

/**
 * Why a scan, or one tool's step in it, failed. The code and its parameters are stored, never words,
 * so each reader is told in their own language, with what to do about it.
 */
export const SCAN_FAILURES = [
  'repoLocalNotAllowed',
  'repoHostNotAllowed',
  'repoNotAllowed',
  'repoAuthFailed',
  'repoNotFound',
  'repoUnreachable',
  'repoBranchNotFound',
  'commitNotOnBranch',
  'repoTooLarge',
  'invalidBranch',
  'toolMissing',
  'toolCrashed',
  'toolTimedOut',
  'toolIngestOnly',
  'stopped',
  'interrupted',
  'failed',
] as const;
export type ScanFailureCode = (typeof SCAN_FAILURES)[number];

export const scanFailure = z
  .object({
    code: z.enum(SCAN_FAILURES),
    params: z.record(z.string(), z.union([z.string(), z.number()])).meta({
      description: 'host: the refused host; tool: the tool name; minutes: the time limit; by: who stopped the scan',
    }),
    detail: z.string().optional().meta({ description: "What the tool itself said; given to the task's administrators only" }),
  })
  .meta({ description: 'Why a scan or a step failed, as a code the client words in its own language' });
export type ScanFailure = z.infer<typeof scanFailure>;
