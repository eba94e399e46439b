import type { Transactional } from '../../db/repositories';
import type { AccessRepo } from '../library/access-repo';
import type { GrantRepo } from '../library/grant-repo';
import type { LibraryRepo } from '../library/library-repo';
import type { OperationRepo } from '../library/operation-repo';
import type { WikiDocumentRepo } from './wiki-document-repo';
import type { WikiPageRepo } from './wiki-page-repo';
import type { WikiSearchIndex } from './wiki-search-index';

/** The repositories the wiki works with (part of the document area's bundle, so one transaction covers files and pages). */
export interface WikiRepos {
  wikiPages: WikiPageRepo;
  wikiDocuments: WikiDocumentRepo;
  wikiSearch: WikiSearchIndex;
  libraries: LibraryRepo;
  operations: OperationRepo;
  access: AccessRepo;
  grants: GrantRepo;
}
export type WikiRepositories = Transactional<WikiRepos>;
