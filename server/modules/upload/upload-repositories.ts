import type { Transactional } from '../../db/repositories';
import type { UploadRepo } from './upload-repo';

/** The repositories of resumable uploads; `transaction` hands the same ones bound to one transaction. */
export type UploadRepositories = Transactional<{ uploads: UploadRepo }>;
