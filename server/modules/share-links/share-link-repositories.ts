import type { Db } from '../../db/database';
import { transactional } from '../../db/repositories';
import { shareLinkRepo } from './share-link-repo';

/** The share links' repositories over one database, with `transaction(work)`. */
export function shareLinkRepositories(db: Db) {
  return transactional(db, (executor) => ({ links: shareLinkRepo(executor) }));
}

export type ShareLinkRepositories = ReturnType<typeof shareLinkRepositories>;
