import type { Transactional } from '../../db/repositories';
import type { AccessRepo } from './access-repo';
import type { GrantRepo, ShareTemplateRepo } from './grant-repo';
import type { LibraryRepo } from './library-repo';
import type { OperationRepo } from './operation-repo';

/** The repositories of libraries and their permissions; `transaction` hands the same ones bound to one transaction. */
export type LibraryRepositories = Transactional<{
  libraries: LibraryRepo;
  grants: GrantRepo;
  shareTemplates: ShareTemplateRepo;
  access: AccessRepo;
  operations: OperationRepo;
}>;
