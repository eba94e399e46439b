import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { Db } from './database';
import * as foundation from './migrations/0001-foundation';
import * as libraries from './migrations/0002-libraries';
import * as codecheck from './migrations/0003-codecheck';
import * as uploads from './migrations/0004-uploads';
import * as codedRecords from './migrations/0005-coded-records';
import * as taskJsEnvironments from './migrations/0006-task-js-environments';
import * as handlerAccounts from './migrations/0007-handler-accounts';
import * as defectListIndexes from './migrations/0008-defect-list-indexes';
import * as wiki from './migrations/0009-wiki';
import * as uploadPartsInStore from './migrations/0010-upload-parts-in-store';
import * as searchAndListingIndexes from './migrations/0011-search-and-listing-indexes';
import * as oidcAccounts from './migrations/0012-oidc-accounts';
import * as adminOperations from './migrations/0013-admin-operations';
import * as knowledge from './migrations/0014-knowledge';
import * as personalIndexes from './migrations/0017-personal-indexes';
import * as wopiLocks from './migrations/0018-wopi-locks';
import * as accessTokenScopes from './migrations/0019-access-token-scopes';
import * as qualityGates from './migrations/0020-quality-gates';
import * as webhooks from './migrations/0021-webhooks';
import * as branchAnalyses from './migrations/0022-branch-analyses';
import * as notifications from './migrations/0023-notifications';
import * as shareLinks from './migrations/0024-share-links';
import * as auditEvents from './migrations/0025-audit-events';
import * as comments from './migrations/0026-comments';
import * as notificationChannels from './migrations/0027-notification-channels';
import * as personLanguage from './migrations/0028-person-language';

/** Migrations in order; a new one is appended here under a name that sorts after the last. */
const migrations: Record<string, Migration> = {
  '0001-foundation': foundation,
  '0002-libraries': libraries,
  '0003-codecheck': codecheck,
  '0004-uploads': uploads,
  '0005-coded-records': codedRecords,
  '0006-task-js-environments': taskJsEnvironments,
  '0007-handler-accounts': handlerAccounts,
  '0008-defect-list-indexes': defectListIndexes,
  '0009-wiki': wiki,
  '0010-upload-parts-in-store': uploadPartsInStore,
  '0011-search-and-listing-indexes': searchAndListingIndexes,
  '0012-oidc-accounts': oidcAccounts,
  '0013-admin-operations': adminOperations,
  '0014-knowledge': knowledge,
  '0017-personal-indexes': personalIndexes,
  '0018-wopi-locks': wopiLocks,
  '0019-access-token-scopes': accessTokenScopes,
  '0020-quality-gates': qualityGates,
  '0021-webhooks': webhooks,
  '0022-branch-analyses': branchAnalyses,
  '0023-notifications': notifications,
  '0024-share-links': shareLinks,
  '0025-audit-events': auditEvents,
  '0026-comments': comments,
  '0027-notification-channels': notificationChannels,
  '0028-person-language': personLanguage,
};

class InlineProvider implements MigrationProvider {
  async getMigrations() {
    return migrations;
  }
}

/**
 * `schema` names the PostgreSQL schema to keep the migration tables in; without it Kysely's
 * introspection would see another schema's tables in the same database and skip creating its own.
 */
export async function migrateToLatest(db: Db, schema?: string): Promise<void> {
  const migrator = new Migrator({ db, provider: new InlineProvider(), ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
