import path from 'node:path';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { buildRepo } from '../modules/codecheck/build-repo';
import { codecheckServices } from '../modules/codecheck/services';
import { demoRepositoryDir } from './demo-repo';
import { actorOf } from './library-seed';

const SCAN_TIMEOUT_MS = 120_000;

/**
 * Scans the demo's code-check task once, in this process, through the server's own scan service, so its
 * defects, risky functions and duplicates are there when the server starts. The demo repository sits
 * beside DATA_DIR, outside any REPO_LOCAL_ROOTS the person set, so this one scan is allowed that folder
 * alone; later scans from the server follow the server's settings. A task that has a scan already is
 * left as it is.
 */
export async function scanDemoTask(db: Db, config: Config) {
  const task = await db.selectFrom('tasks').select('id').where('name_en', '=', 'order_service').executeTakeFirst();
  if (!task) return;
  if (await db.selectFrom('builds').select('id').where('task_id', '=', task.id).limit(1).executeTakeFirst()) return;
  const repositoryRoot = path.dirname(demoRepositoryDir(config.dataDir));
  // In-process queue: a worker elsewhere would not see the demo's repository folder rule.
  const codecheck = codecheckServices(db, { ...config, redisUrl: undefined }, { warn: (detail, message) => console.warn(message, detail) }, undefined, () => ({
    repoLocalRoots: [repositoryRoot],
    repoAllowedHosts: [],
  }));
  codecheck.queue.work(codecheck.scans.run);
  const owner = await actorOf(db, 'wang.fang');
  try {
    await codecheck.scans.execute(owner, task.id, 'manual');
    const deadline = Date.now() + SCAN_TIMEOUT_MS;
    while (await buildRepo(db).running(task.id)) {
      if (Date.now() > deadline) {
        await codecheck.scans.stop(owner, task.id, { quiet: true });
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } finally {
    await codecheck.queue.close();
  }
}
