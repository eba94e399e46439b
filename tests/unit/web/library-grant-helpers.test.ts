import { describe, expect, it } from 'vitest';
import { downloadIsChoice, granteeOf, templateGrants } from '../../../src/features/library/grant-helpers';

describe('grants as requests name them', () => {
  it('name people by account and departments and groups by id', () => {
    expect(granteeOf({ type: 'user', id: 3, account: 'li.na', name: '李娜' })).toEqual({ type: 'user', account: 'li.na' });
    expect(granteeOf({ type: 'department', id: 1, account: null, name: '研发部' })).toEqual({ type: 'department', id: 1 });
    expect(granteeOf({ type: 'group', id: 2, account: null, name: '设计评审组' })).toEqual({ type: 'group', id: 2 });
  });

  it('turn a share template into the grants one request adds', () => {
    const template = {
      grants: [
        { grantee: { type: 'department' as const, id: 1, account: null, name: '研发部' }, role: 'read' as const, download: false },
        { grantee: { type: 'user' as const, id: 5, account: 'zhao.lei', name: '赵磊' }, role: 'edit' as const, download: true },
      ],
    };
    expect(templateGrants(template)).toEqual([
      { grantee: { type: 'department', id: 1 }, role: 'read', download: false },
      { grantee: { type: 'user', account: 'zhao.lei' }, role: 'edit', download: true },
    ]);
  });

  it('offer the download choice only for upload and read roles', () => {
    expect(['admin', 'edit', 'upload', 'read'].map((role) => downloadIsChoice(role as 'admin'))).toEqual([false, false, true, true]);
  });
});
