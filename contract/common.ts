import { z } from 'zod';
import { LIMITS } from './constants';

export const directoryQuery = z.strictObject({
  query: z.string().trim().max(LIMITS.queryMax).default(''),
});

export const directoryUser = z.object({
  account: z.string(),
  name: z.string(),
  departmentId: z.number().int().nullable(),
  departmentName: z.string().nullable(),
});
export type DirectoryUser = z.infer<typeof directoryUser>;

export const department = z.object({
  id: z.number().int(),
  name: z.string(),
  parentId: z.number().int().nullable(),
});
export type Department = z.infer<typeof department>;

export const group = z.object({ id: z.number().int(), name: z.string(), departmentId: z.number().int().nullable() });
export type Group = z.infer<typeof group>;

/** Kinds of grantee a permission can name. */
export const userType = z.object({ type: z.enum(['user', 'department', 'group']), name: z.string() });

/** Top-tab visibility (spec §3 'Top permission'). */
export const switchState = z.object({ show: z.boolean(), routerName: z.string() });
export type SwitchState = z.infer<typeof switchState>;

export const projectViewPermission = z.object({ viewPermission: z.boolean() });

export const notice = z.object({
  messageId: z.number().int().nullable(),
  content: z.string(),
  department: z.boolean(),
});
export type Notice = z.infer<typeof notice>;

export const noticeViewQuery = z.strictObject({ messageId: z.coerce.number().int().positive() });

export const noticeBody = z.strictObject({
  content: z.string().trim().min(1, 'v:necessary:').max(2000),
  department: z.boolean().default(true),
});

export const operationAction = z.object({ action: z.string(), name: z.string() });

export const project = z.object({ projectId: z.string(), projectName: z.string() });
export type Project = z.infer<typeof project>;

export const metadataType = z.enum(['LANG', 'TOOL_TYPE', 'TOOL_PATTERN', 'PARAM_TYPE']);
export type MetadataType = z.infer<typeof metadataType>;

export const metadataQuery = z.strictObject({
  metadataType: z
    .string()
    .max(100)
    .transform((value, ctx) => {
      const parts = value.split(',').map((part) => part.trim()).filter(Boolean);
      const parsed = z.array(metadataType).min(1).safeParse(parts);
      if (!parsed.success) {
        ctx.addIssue({ code: 'custom', message: 'metadataType' });
        return z.NEVER;
      }
      return parsed.data;
    }),
});

export const metadataEntry = z.object({ key: z.string(), name: z.string(), fullName: z.string(), aliasName: z.string() });
export type MetadataEntry = z.infer<typeof metadataEntry>;
export const metadataResult = z.record(metadataType, z.array(metadataEntry));

export const toolListQuery = z.strictObject({ isDetail: z.enum(['true', 'false']).optional() });
