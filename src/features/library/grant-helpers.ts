import type { Grant, GrantInput, Grantee, ShareTemplate } from '../../../contract/library';

/** The grantee as a grant request names it: people by account, departments and groups by id. */
export function granteeOf(grantee: Grant['grantee']): Grantee {
  if (grantee.type === 'user') return { type: 'user', account: grantee.account ?? '' };
  return { type: grantee.type, id: grantee.id };
}

/** A share template's grants as one request adds them to a library. */
export function templateGrants(template: Pick<ShareTemplate, 'grants'>): GrantInput[] {
  return template.grants.map((grant) => ({ grantee: granteeOf(grant.grantee), role: grant.role, download: grant.download }));
}

/** Admins and editors always download; only upload and read grants carry a choice. */
export function downloadIsChoice(role: GrantInput['role']): boolean {
  return role === 'upload' || role === 'read';
}
