import { AUDIT_ACTIONS, type HistorySource } from './audit-events';
import { LIBRARY_OPERATIONS } from './library-operations';

/**
 * What the back office records beside the libraries' own operations: changes to people, the
 * classification, notices and recommendations, security settings, share templates, the recycle bins and
 * access tokens revoked for their owners.
 * A module of its own, free of zod, so a screen can list the actions without pulling the shell's constants up.
 */
export const ADMIN_OPERATIONS = [
  'USER_CREATE',
  'USER_UPDATE',
  'USER_DEACTIVATE',
  'USER_ACTIVATE',
  'USER_RESET_PASSWORD',
  'USER_IMPORT',
  'DEPARTMENT_CREATE',
  'DEPARTMENT_UPDATE',
  'DEPARTMENT_DELETE',
  'GROUP_CREATE',
  'GROUP_UPDATE',
  'GROUP_DELETE',
  'GROUP_MEMBERS',
  'CLASSIFY_CREATE',
  'CLASSIFY_UPDATE',
  'CLASSIFY_MOVE',
  'CLASSIFY_DELETE',
  'CLASSIFY_ASSIGN',
  'CLASSIFY_UNASSIGN',
  'RECOMMEND',
  'UNRECOMMEND',
  'NOTICE_PUBLISH',
  'NOTICE_END',
  'SECURITY_UPDATE',
  'SHARE_TEMPLATE_CREATE',
  'SHARE_TEMPLATE_UPDATE',
  'SHARE_TEMPLATE_DELETE',
  'RECYCLE_RESTORE',
  'RECYCLE_PURGE',
  'TOKEN_REVOKE',
] as const;
export type AdminOperation = (typeof ADMIN_OPERATIONS)[number];

/** Every action the system's operation record holds: the libraries', the back office's and the audit's. */
export const HISTORY_ACTIONS = [...LIBRARY_OPERATIONS, ...ADMIN_OPERATIONS, ...AUDIT_ACTIONS] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

const libraryActions: ReadonlySet<string> = new Set(LIBRARY_OPERATIONS);
const adminActions: ReadonlySet<string> = new Set(ADMIN_OPERATIONS);
export function isLibraryAction(action: string): boolean {
  return libraryActions.has(action);
}

/** The one source whose records hold `action`: the codes of the three sources never overlap. */
export function sourceOfAction(action: string): HistorySource {
  if (libraryActions.has(action)) return 'library';
  return adminActions.has(action) ? 'admin' : 'audit';
}
