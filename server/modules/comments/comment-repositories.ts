import type { Db } from '../../db/database';
import { transactional } from '../../db/repositories';
import { nodeRepo } from '../files/node-repo';
import { libraryRepo } from '../library/library-repo';
import { commentRepo } from './comment-repo';

/** The comments' repositories, and the libraries' and nodes' they check items against, with `transaction(work)`. */
export function commentRepositories(db: Db) {
  return transactional(db, (executor) => ({ comments: commentRepo(executor), libraries: libraryRepo(executor), nodes: nodeRepo(executor) }));
}

export type CommentRepositories = ReturnType<typeof commentRepositories>;
