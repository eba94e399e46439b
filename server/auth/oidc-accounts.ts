import type { OidcConfig } from '../config';
import type { Db } from '../db/database';

/** Why a person the provider vouched for still may not sign in. */
export type RefusedIdentity = 'noAccount' | 'accountTaken' | 'inactive';

type Claims = Record<string, unknown>;

const text = (value: unknown, max: number) => (typeof value === 'string' ? value.trim().slice(0, max) : '');
const names = (value: unknown) => (Array.isArray(value) ? value : typeof value === 'string' ? value.split(',') : []).map((entry) => text(entry, 100)).filter(Boolean);

/**
 * The person behind an identity provider's subject: made on first sign-in, brought up to date from the
 * claims on every later one (name, e-mail, phone, department and groups, each found or made by name).
 * A local account of the same name is never taken over, and a person deactivated here stays out.
 */
export async function personOfIdentity(db: Db, config: OidcConfig, claims: Claims, now = Date.now()): Promise<{ userId: number } | { refused: RefusedIdentity }> {
  const subject = text(claims.sub, 255);
  const account = text(claims[config.claims.account], 64);
  if (!subject || !account) return { refused: 'noAccount' };
  return db.transaction().execute(async (tx) => {
    const department = text(claims[config.claims.department], 100);
    let departmentId: number | null = null;
    if (department) {
      const found = await tx.selectFrom('departments').select('id').where('name', '=', department).orderBy('id').executeTakeFirst();
      departmentId = found?.id ?? (await tx.insertInto('departments').values({ name: department, parent_id: null }).returning('id').executeTakeFirstOrThrow()).id;
    }
    const profile = {
      name: text(claims[config.claims.name], 100) || account,
      email: text(claims[config.claims.email], 254),
      phone: text(claims[config.claims.phone], 50),
      ...(department ? { department_id: departmentId } : {}),
    };
    const linked = await tx.selectFrom('users').select(['id', 'is_active']).where('oidc_issuer', '=', config.issuer).where('oidc_subject', '=', subject).executeTakeFirst();
    let userId: number;
    if (linked) {
      if (!linked.is_active) return { refused: 'inactive' as const };
      await tx.updateTable('users').set(profile).where('id', '=', linked.id).execute();
      userId = linked.id;
    } else {
      if (await tx.selectFrom('users').select('id').where('account', '=', account).executeTakeFirst()) return { refused: 'accountTaken' as const };
      userId = (
        await tx
          .insertInto('users')
          .values({ account, ...profile, department_id: departmentId, password_hash: null, is_classify_admin: 0, is_active: 1, created_at: now, oidc_issuer: config.issuer, oidc_subject: subject })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    }
    if (config.claims.groups in claims) {
      const wanted = [...new Set(names(claims[config.claims.groups]))];
      const groupIds: number[] = [];
      for (const name of wanted) {
        const found = await tx.selectFrom('groups').select('id').where('name', '=', name).orderBy('id').executeTakeFirst();
        groupIds.push(found?.id ?? (await tx.insertInto('groups').values({ name, department_id: null }).returning('id').executeTakeFirstOrThrow()).id);
      }
      await tx.deleteFrom('group_members').where('user_id', '=', userId).execute();
      if (groupIds.length) await tx.insertInto('group_members').values(groupIds.map((groupId) => ({ group_id: groupId, user_id: userId }))).execute();
    }
    return { userId };
  });
}
