import type { Db } from '../../db/database';
import { transactional } from '../../db/repositories';
import { blobRepo } from '../files/blob-repo';
import { nodeRepo } from '../files/node-repo';
import { versionRepo } from '../files/version-repo';
import { accessRepo } from '../library/access-repo';
import { grantRepo, shareTemplateRepo } from '../library/grant-repo';
import { libraryRepo } from '../library/library-repo';
import { operationRepo } from '../library/operation-repo';
import { searchIndex } from '../search-index/search-index';
import { uploadRepo } from '../upload/upload-repo';
import { wikiDocumentRepo } from '../wiki/wiki-document-repo';
import { wikiPageRepo } from '../wiki/wiki-page-repo';
import { wikiSearchIndex } from '../wiki/wiki-search-index';

/**
 * Every repository of the document area over one database. Each module's services take the part they
 * declare (`LibraryRepositories`, `FileRepositories`, ...); this one bundle satisfies them all, so a
 * transaction opened by any of them covers whatever it touches.
 */
export function documentRepositories(db: Db) {
  return transactional(db, (executor) => ({
    libraries: libraryRepo(executor),
    grants: grantRepo(executor),
    shareTemplates: shareTemplateRepo(executor),
    access: accessRepo(executor),
    operations: operationRepo(executor),
    nodes: nodeRepo(executor),
    versions: versionRepo(executor),
    blobs: blobRepo(executor),
    searchIndex: searchIndex(executor),
    uploads: uploadRepo(executor),
    wikiPages: wikiPageRepo(executor),
    wikiDocuments: wikiDocumentRepo(executor),
    wikiSearch: wikiSearchIndex(executor),
  }));
}

