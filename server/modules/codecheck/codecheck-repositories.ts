import type { Db } from '../../db/database';
import { transactional } from '../../db/repositories';
import { userRepo } from '../users/repo';
import { branchAnalysisRepo } from './branch-analysis-repo';
import { buildRepo } from './build-repo';
import { defectRepo } from './defect-repo';
import { gateRepo } from './gate-repo';
import { recordRepo } from './record-repo';
import { scanResultRepo } from './scan-result-repo';
import { taskRepo } from './task-repo';

/** Every repository the code-check services use, over one database, with `transaction(work)`. */
export function codecheckRepositories(db: Db) {
  return transactional(db, (executor) => ({
    tasks: taskRepo(executor),
    builds: buildRepo(executor),
    branchAnalyses: branchAnalysisRepo(executor),
    records: recordRepo(executor),
    defects: defectRepo(executor),
    results: scanResultRepo(executor),
    gates: gateRepo(executor),
    users: userRepo(executor),
  }));
}

export type CodecheckRepositories = ReturnType<typeof codecheckRepositories>;
