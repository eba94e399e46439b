import { z } from 'zod';
import { AREA } from './api-areas';
import { GRANTEE_TYPES, LIMITS } from './constants';
import { endpoint } from './endpoint';
import { toolEntry } from './tools';

const directoryQuery = z.strictObject({
  query: z.string().trim().max(LIMITS.queryMax).default(''),
});

const directoryUser = z.object({
  account: z.string(),
  name: z.string(),
  departmentId: z.number().int().nullable(),
  departmentName: z.string().nullable(),
});

export const department = z.object({
  id: z.number().int(),
  name: z.string(),
  parentId: z.number().int().nullable(),
});
export type Department = z.infer<typeof department>;

export const group = z.object({ id: z.number().int(), name: z.string(), departmentId: z.number().int().nullable() });
export type Group = z.infer<typeof group>;

/** Kinds of grantee a permission can name. */
const userType = z.object({ type: z.enum(GRANTEE_TYPES), name: z.string() });

/** Top-tab visibility (spec §3 'Top permission'). */
const switchState = z.object({ show: z.boolean(), routerName: z.string() });

export const projectViewPermission = z.object({ viewPermission: z.boolean() });

export const notice = z.object({
  messageId: z.number().int().nullable(),
  content: z.string(),
  department: z.boolean(),
});
export type Notice = z.infer<typeof notice>;

const noticeViewQuery = z.strictObject({ messageId: z.coerce.number<number>().int().positive() });

const noticeBody = z.strictObject({
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

const metadataEntry = z.object({ key: z.string(), name: z.string(), fullName: z.string(), aliasName: z.string() });

export const toolListQuery = z.strictObject({ isDetail: z.enum(['true', 'false']).optional() });

const departmentIdParam = z.strictObject({ id: z.coerce.number<number>().int().positive() });

/** The directory, the shell's switches and the code-check catalogue every screen reads. */
export const commonEndpoints = {
  users: endpoint({ method: 'GET', path: `${AREA.doc}/common/user`, tags: ['common'], summary: 'Colleagues whose name or account contains the words', query: directoryQuery, data: z.array(directoryUser) }),
  departments: endpoint({ method: 'GET', path: `${AREA.doc}/common/dept`, tags: ['common'], summary: 'Every department', data: z.array(department) }),
  groups: endpoint({ method: 'GET', path: `${AREA.doc}/common/{id}/group`, tags: ['common'], summary: "A department's groups", params: departmentIdParam, data: z.array(group) }),
  userTypes: endpoint({ method: 'GET', path: `${AREA.doc}/common/user_type`, tags: ['common'], summary: 'The kinds of grantee a permission can name, in the reader\'s language', data: z.array(userType) }),
  isClassifyAdmin: endpoint({ method: 'GET', path: `${AREA.doc}/pool/isClassifyAdmin`, tags: ['common'], summary: 'Whether the signed-in person administers the classification', data: z.boolean() }),
  topSwitch: endpoint({ method: 'GET', path: `${AREA.doc}/switch`, tags: ['common'], summary: 'Whether the knowledge top tab shows (spec §3 top permission)', data: switchState }),
  projectViewPermission: endpoint({ method: 'GET', path: `${AREA.doc}/ppm_project_doc_library/user_permission`, tags: ['common'], summary: 'Whether the person may see project libraries', data: projectViewPermission }),
  operationActions: endpoint({ method: 'POST', path: `${AREA.alarm}/getOperationAction`, tags: ['common'], summary: 'The kinds of operation records, in the reader\'s language', body: z.strictObject({}).optional(), data: z.array(operationAction) }),
  metadata: endpoint({ method: 'GET', path: `${AREA.task}/metadatas`, tags: ['code check'], summary: 'Code-check catalogue entries of the given kinds (comma-separated metadataType)', query: metadataQuery, data: z.partialRecord(metadataType, z.array(metadataEntry)) }),
  projects: endpoint({ method: 'GET', path: `${AREA.task}/projects`, tags: ['code check'], summary: "The projects the person belongs to", data: z.array(project) }),
  tools: endpoint({ method: 'GET', path: `${AREA.task}/toolList`, tags: ['code check'], summary: 'The analysis tools with the languages each covers and whether it is installed here; with isDetail=true the views each offers too', query: toolListQuery, data: z.array(toolEntry) }),
};

export const noticeEndpoints = {
  current: endpoint({ method: 'GET', path: `${AREA.doc}/message/get`, tags: ['notice'], summary: 'The notice banner the person has not acknowledged yet', data: notice }),
  acknowledge: endpoint({ method: 'PUT', path: `${AREA.doc}/message/view`, tags: ['notice'], summary: 'Mark a notice as seen by the person', query: noticeViewQuery, data: z.null() }),
  publish: endpoint({ method: 'POST', path: `${AREA.doc}/message`, tags: ['notice'], summary: 'Publish the notice banner (classification admins)', body: noticeBody, data: z.object({ messageId: z.number().int() }) }),
};
