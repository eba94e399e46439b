import { z } from 'zod';
import type { MetadataType } from '../../../contract/common';
import { GRANTEE_TYPES, LIMITS, type Locale } from '../../../contract/constants';
import { METADATA, OPERATION_ACTIONS } from '../../../contract/metadata';
import { TOOL_CATALOGUE, toolRoutes } from '../../../contract/tools';
import type { Actor } from '../../auth/actor';
import { errors } from '../../errors';
import { type CodeKind, nameOf } from '../../i18n/messages';
import type { ToolRegistry } from '../codecheck/tool-registry';
import { backOfficePolicy } from '../users/backoffice-policy';
import type { UserRepo } from '../users/repo';
import type { DirectoryRepo, SettingsRepo } from './repo';

const switchSetting = z.object({ show: z.boolean(), routerName: z.string() });
const DEFAULT_SWITCH = { show: true, routerName: 'KmHome' };
const METADATA_NAMES: Record<MetadataType, CodeKind> = { LANG: 'language', TOOL_TYPE: 'toolType', TOOL_PATTERN: 'toolPattern', PARAM_TYPE: 'paramType' };

/** The calls every screen shares: the staff directory, metadata, the tool catalogue and site switches. */
export function commonService(repos: { users: UserRepo; directory: DirectoryRepo; settings: SettingsRepo }, deps: { tools: Pick<ToolRegistry, 'availability'> }) {
  const { users, directory, settings } = repos;
  const { tools } = deps;

  return {
    async searchUsers(query: string) {
      const rows = await users.search(query, LIMITS.directoryResults);
      return rows.map((row) => ({ account: row.account, name: row.name, departmentId: row.department_id, departmentName: row.department_name }));
    },

    async departments() {
      const rows = await directory.departments();
      return rows.map((row) => ({ id: row.id, name: row.name, parentId: row.parent_id }));
    },

    async groups(departmentId: number) {
      if (!(await directory.departmentExists(departmentId))) throw errors.notFound();
      const rows = await directory.groupsOfDepartment(departmentId);
      return rows.map((row) => ({ id: row.id, name: row.name, departmentId: row.department_id }));
    },

    userTypes(locale: Locale) {
      return GRANTEE_TYPES.map((type) => ({ type, name: nameOf(locale, 'granteeType', type) }));
    },

    async topSwitch() {
      const stored = await settings.get('switch');
      const parsed = stored ? switchSetting.safeParse(JSON.parse(stored)) : null;
      return parsed?.success ? parsed.data : DEFAULT_SWITCH;
    },

    async setTopSwitch(value: { show: boolean; routerName: string }) {
      await settings.set('switch', JSON.stringify(value));
    },

    /** Project libraries are visible to members of at least one project and to classification admins. */
    async projectViewPermission(actor: Actor) {
      if (backOfficePolicy.can(actor, 'administer')) return true;
      return (await directory.projectsOfUser(actor.id)).length > 0;
    },

    async projects(actor: Actor) {
      const rows = await directory.projectsOfUser(actor.id);
      return rows.map((row) => ({ projectId: row.project_id, projectName: row.project_name }));
    },

    operationActions(locale: Locale) {
      return OPERATION_ACTIONS.map((action) => ({ action, name: nameOf(locale, 'operationAction', action) }));
    },

    metadata(types: MetadataType[], locale: Locale) {
      const result: Partial<Record<MetadataType, { key: string; name: string; fullName: string; aliasName: string }[]>> = {};
      for (const type of types) {
        result[type] = METADATA[type].map((key) => {
          const name = nameOf(locale, METADATA_NAMES[type], key);
          return { key, name, fullName: name, aliasName: nameOf('en', METADATA_NAMES[type], key) };
        });
      }
      return result;
    },

    tools(detail: boolean, locale: Locale) {
      return Promise.all(
        TOOL_CATALOGUE.map(async (tool) => ({
          name: tool.name,
          pattern: tool.pattern,
          displayName: nameOf(locale, 'tool', tool.name),
          toolName: tool.name,
          toolPattern: tool.pattern,
          toolDisplayName: nameOf(locale, 'tool', tool.name),
          langs: [...tool.langs],
          installed: (await tools.availability(tool.name)).installed,
          routes: detail ? toolRoutes(tool.pattern) : [],
        })),
      );
    },
  };
}

export type CommonService = ReturnType<typeof commonService>;
