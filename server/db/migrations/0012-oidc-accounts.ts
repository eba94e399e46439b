import type { Kysely } from 'kysely';

/** A person who signs in through the company's identity provider is that provider's subject: linked by issuer and subject, never by a matching account name. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('oidc_issuer', 'text').execute();
  await db.schema.alterTable('users').addColumn('oidc_subject', 'text').execute();
  await db.schema.createIndex('users_oidc_identity').unique().on('users').columns(['oidc_issuer', 'oidc_subject']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('users_oidc_identity').execute();
  await db.schema.alterTable('users').dropColumn('oidc_subject').execute();
  await db.schema.alterTable('users').dropColumn('oidc_issuer').execute();
}
