import type { Transactional } from '../../db/repositories';
import type { LibraryRepo } from '../library/library-repo';
import type { OperationRepo } from '../library/operation-repo';
import type { SearchIndex } from '../search-index/search-index';
import type { BlobRepo } from './blob-repo';
import type { NodeRepo } from './node-repo';
import type { VersionRepo } from './version-repo';

/** The repositories the files module works with; `transaction` hands the same ones bound to one transaction. */
export interface FileRepos {
  nodes: NodeRepo;
  versions: VersionRepo;
  blobs: BlobRepo;
  libraries: LibraryRepo;
  operations: OperationRepo;
  searchIndex: SearchIndex;
}
export type FileRepositories = Transactional<FileRepos>;
