import { z } from 'zod';
import { AREA } from './api-areas';
import { LIMITS, PEOPLE_LIMITS } from './constants';
import { endpoint } from './endpoint';
import { page, pageQuery } from './page';
import { text } from './schema-helpers';

/** The screens read the limits along with this contract; they are kept in constants.ts. */
export { PEOPLE_LIMITS } from './constants';

/**
 * The back office's people screen (manage/user): people, departments and groups, and importing people
 * from CSV. Classification admins only; everyone else gets 403 from the server.
 */

/** Accounts are what people type to sign in: letters, digits, dot, underscore and hyphen. */
export const ACCOUNT_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

const id = z.coerce.number<number>().int().positive().max(2_147_483_647);
const idParam = z.strictObject({ id });

const account = z
  .string()
  .trim()
  .min(PEOPLE_LIMITS.accountMin, `v:minLength:${PEOPLE_LIMITS.accountMin}`)
  .max(LIMITS.accountMax, `v:maxLength:${LIMITS.accountMax}`)
  .regex(ACCOUNT_PATTERN, 'v:invalidAccount:');
const personName = text({ required: true, max: LIMITS.nameMax });
const email = z.union([z.literal(''), z.string().trim().max(PEOPLE_LIMITS.emailMax).email('v:invalidEmail:')]);
const phone = z
  .string()
  .trim()
  .max(PEOPLE_LIMITS.phoneMax)
  .regex(/^[0-9+\-() ]*$/, 'v:invalidPhone:');
const password = z.string().min(1, 'v:necessary:').max(LIMITS.passwordMax);

export const PEOPLE_SORT_FIELDS = ['account', 'name', 'created'] as const;
export const PEOPLE_STATES = ['active', 'inactive'] as const;

export const peopleFilters = z.strictObject({
  /** Account or name contains it. */
  keyword: z.string().trim().max(LIMITS.accountMax).optional(),
  departmentId: id.optional(),
  groupId: id.optional(),
  state: z.enum(PEOPLE_STATES).optional(),
  sortField: z.enum(PEOPLE_SORT_FIELDS).default('account'),
  sortType: z.enum(['asc', 'desc']).default('asc'),
});
const peopleQuery = pageQuery().extend(peopleFilters.shape);
export type PeopleQuery = z.output<typeof peopleQuery>;

const named = z.object({ id: z.number().int(), name: z.string() });

export const managedPerson = z.object({
  id: z.number().int(),
  account: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  department: named.nullable(),
  groups: z.array(named),
  classifyAdmin: z.boolean(),
  active: z.boolean(),
  /** Signs in through the company's identity provider: no password of ours to reset. */
  companySignIn: z.boolean(),
  /** Has a password of ours (imported people get one when an admin sets it). */
  hasPassword: z.boolean(),
  createdAt: z.number(),
});
export type ManagedPerson = z.infer<typeof managedPerson>;

const createPersonBody = z.strictObject({
  account,
  name: personName,
  email: email.default(''),
  phone: phone.default(''),
  departmentId: id.nullable().default(null),
  classifyAdmin: z.boolean().default(false),
  password,
});
export type CreatePersonBody = z.output<typeof createPersonBody>;

const updatePersonBody = z.strictObject({
  name: personName.optional(),
  email: email.optional(),
  phone: phone.optional(),
  departmentId: id.nullable().optional(),
  classifyAdmin: z.boolean().optional(),
});
export type UpdatePersonBody = z.output<typeof updatePersonBody>;

const resetPasswordBody = z.strictObject({
  /** Left out, the server makes one up and answers it once. */
  password: password.optional(),
});

export const managedDepartment = z.object({
  id: z.number().int(),
  name: z.string(),
  parentId: z.number().int().nullable(),
  /** People directly in it. */
  people: z.number().int(),
});
export type ManagedDepartment = z.infer<typeof managedDepartment>;

const departmentName = text({ required: true, max: PEOPLE_LIMITS.departmentNameMax });
const createDepartmentBody = z.strictObject({ name: departmentName, parentId: id.nullable().default(null) });
const updateDepartmentBody = z.strictObject({ name: departmentName.optional(), parentId: id.nullable().optional() });

export const managedGroup = z.object({
  id: z.number().int(),
  name: z.string(),
  department: named.nullable(),
  members: z.number().int(),
});
export type ManagedGroup = z.infer<typeof managedGroup>;

const groupName = text({ required: true, max: PEOPLE_LIMITS.groupNameMax });
const createGroupBody = z.strictObject({ name: groupName, departmentId: id.nullable().default(null) });
const updateGroupBody = z.strictObject({ name: groupName.optional(), departmentId: id.nullable().optional() });
const groupMembersBody = z.strictObject({ accounts: z.array(z.string().trim().min(1).max(LIMITS.accountMax)).max(PEOPLE_LIMITS.groupMembersMax) });
const groupMember = z.object({ id: z.number().int(), account: z.string(), name: z.string(), active: z.boolean() });

/** The CSV's columns: account and name required, the others may be empty; groups are separated by `;`. */
export const IMPORT_COLUMNS = ['account', 'name', 'email', 'phone', 'department', 'groups'] as const;

const importBody = z.strictObject({ csv: z.string().min(1, 'v:necessary:').max(PEOPLE_LIMITS.importCharsMax, `v:maxLength:${PEOPLE_LIMITS.importCharsMax}`) });
const importRow = z.object({
  /** The line of the file, counting the header as line 1. */
  line: z.number().int(),
  account: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  department: z.string(),
  groups: z.array(z.string()),
  /** Why the row cannot be imported, in the reader's language; empty when it can. */
  errors: z.array(z.string()),
});
export type ImportRow = z.infer<typeof importRow>;
const importPreview = z.object({
  rows: z.array(importRow),
  valid: z.number().int(),
  invalid: z.number().int(),
  /** Problems of the file as a whole (a missing column, too many rows); nothing imports while there are any. */
  fileErrors: z.array(z.string()),
});
export type ImportPreview = z.infer<typeof importPreview>;
const importResult = z.object({ created: z.number().int(), skipped: z.number().int() });

const base = `${AREA.manage}/people`;
const tags = ['back office'];

export const peopleEndpoints = {
  list: endpoint({ method: 'GET', path: base, tags, summary: 'People, filtered by words, department, group and state, sorted and paged', query: peopleQuery, data: page(managedPerson) }),
  create: endpoint({ method: 'POST', path: base, tags, summary: 'Create a local account', body: createPersonBody, data: managedPerson }),
  update: endpoint({ method: 'PUT', path: `${base}/{id}`, tags, summary: "Change a person's name, contacts, department or classification-admin right", params: idParam, body: updatePersonBody, data: managedPerson }),
  deactivate: endpoint({ method: 'PUT', path: `${base}/{id}/deactivate`, tags, summary: 'Deactivate a person: their sessions and access tokens end at once', params: idParam, data: managedPerson }),
  activate: endpoint({ method: 'PUT', path: `${base}/{id}/activate`, tags, summary: 'Let a deactivated person sign in again', params: idParam, data: managedPerson }),
  resetPassword: endpoint({
    method: 'PUT',
    path: `${base}/{id}/password`,
    tags,
    summary: "Set a local account's password; left out, one is made up and answered once. Their sessions end",
    params: idParam,
    body: resetPasswordBody,
    data: z.object({ password: z.string().nullable() }),
  }),
  importPreview: endpoint({ method: 'POST', path: `${base}/import/preview`, tags, summary: 'Check a CSV of people without writing anything: every row with its errors', body: importBody, data: importPreview }),
  importPeople: endpoint({ method: 'POST', path: `${base}/import`, tags, summary: "Import a CSV's valid rows in one transaction (departments and groups found or made by name)", body: importBody, data: importResult }),
  departments: endpoint({ method: 'GET', path: `${AREA.manage}/departments`, tags, summary: 'Every department with its parent and how many people it has', data: z.array(managedDepartment) }),
  createDepartment: endpoint({ method: 'POST', path: `${AREA.manage}/departments`, tags, summary: 'Create a department', body: createDepartmentBody, data: managedDepartment }),
  updateDepartment: endpoint({
    method: 'PUT',
    path: `${AREA.manage}/departments/{id}`,
    tags,
    summary: 'Rename a department or move it under another (never into itself or below itself)',
    params: idParam,
    body: updateDepartmentBody,
    data: managedDepartment,
  }),
  deleteDepartment: endpoint({ method: 'DELETE', path: `${AREA.manage}/departments/{id}`, tags, summary: 'Delete a department that holds no people, departments or groups', params: idParam, data: z.null() }),
  groups: endpoint({ method: 'GET', path: `${AREA.manage}/groups`, tags, summary: 'Every group with its department and member count', data: z.array(managedGroup) }),
  createGroup: endpoint({ method: 'POST', path: `${AREA.manage}/groups`, tags, summary: 'Create a group', body: createGroupBody, data: managedGroup }),
  updateGroup: endpoint({ method: 'PUT', path: `${AREA.manage}/groups/{id}`, tags, summary: 'Rename a group or change its department', params: idParam, body: updateGroupBody, data: managedGroup }),
  deleteGroup: endpoint({ method: 'DELETE', path: `${AREA.manage}/groups/{id}`, tags, summary: 'Delete a group; its grants go with it', params: idParam, data: z.null() }),
  members: endpoint({ method: 'GET', path: `${AREA.manage}/groups/{id}/members`, tags, summary: "A group's members", params: idParam, data: z.array(groupMember) }),
  setMembers: endpoint({ method: 'PUT', path: `${AREA.manage}/groups/{id}/members`, tags, summary: "Replace a group's members by their accounts", params: idParam, body: groupMembersBody, data: z.array(groupMember) }),
};
