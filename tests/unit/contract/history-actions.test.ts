import { describe, expect, it } from 'vitest';
import { ADMIN_OPERATIONS, HISTORY_ACTIONS, sourceOfAction } from '../../../contract/admin-operations';
import { AUDIT_ACTIONS, HISTORY_GROUPS } from '../../../contract/audit-events';
import { LIBRARY_OPERATIONS } from '../../../contract/library-operations';
import { nameOf } from '../../../server/i18n/messages';

describe('the actions of the history', () => {
  it('are each held by one source, so a code names one action', () => {
    expect(new Set(HISTORY_ACTIONS).size).toBe(LIBRARY_OPERATIONS.length + ADMIN_OPERATIONS.length + AUDIT_ACTIONS.length);
    for (const action of LIBRARY_OPERATIONS) expect(sourceOfAction(action)).toBe('library');
    for (const action of ADMIN_OPERATIONS) expect(sourceOfAction(action)).toBe('admin');
    for (const action of AUDIT_ACTIONS) expect(sourceOfAction(action)).toBe('audit');
  });

  it('group only actions the history holds, and every audited action is in a group', () => {
    const grouped = Object.values(HISTORY_GROUPS).flat() as string[];
    for (const action of grouped) expect(HISTORY_ACTIONS as readonly string[]).toContain(action);
    for (const action of AUDIT_ACTIONS) expect(grouped).toContain(action);
  });

  it('are named in both languages by the server, the names the screen shows', () => {
    for (const locale of ['zh-CN', 'en'] as const) {
      for (const action of AUDIT_ACTIONS) expect(nameOf(locale, 'auditAction', action), `${locale} ${action}`).not.toBe(action);
    }
    expect(nameOf('zh-CN', 'libraryOperation', 'DELETE')).toBe('删除到回收站');
    expect(nameOf('zh-CN', 'libraryOperation', 'RESTORE')).toBe('从回收站恢复');
  });
});
