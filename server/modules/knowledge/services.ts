import type { Db } from '../../db/database';
import { classifyService } from './classify-service';
import { knowledgeItems, type KnowledgeReaders } from './knowledge-items';
import { knowledgeRepositories } from './knowledge-repositories';
import { knowledgeService } from './knowledge-service';
import { recommendService } from './recommend-service';

/** The knowledge base's services over one set of repositories and one way of presenting items. */
export function knowledgeServices(db: Db, readers: KnowledgeReaders, now?: () => number) {
  const repos = knowledgeRepositories(db);
  const items = knowledgeItems(repos.knowledge, readers);
  return {
    knowledge: knowledgeService(repos, { ...readers, items, now }),
    classify: classifyService(repos, { policy: readers.policy, items, now }),
    recommend: recommendService(repos, { items, now }),
  };
}

export type KnowledgeServices = ReturnType<typeof knowledgeServices>;
