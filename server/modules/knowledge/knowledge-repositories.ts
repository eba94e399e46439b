import type { Db } from '../../db/database';
import { type Transactional, transactional } from '../../db/repositories';
import { type AdminRecord, adminRecord } from '../manage/admin-record-repo';
import { type KnowledgeRepo, knowledgeRepo } from './knowledge-repo';

/** The knowledge base's tables, and the back office's record its changes are written to. */
export type KnowledgeRepositories = Transactional<{ knowledge: KnowledgeRepo; adminRecord: AdminRecord }>;

export function knowledgeRepositories(db: Db): KnowledgeRepositories {
  return transactional(db, (executor) => ({ knowledge: knowledgeRepo(executor), adminRecord: adminRecord(executor) }));
}
