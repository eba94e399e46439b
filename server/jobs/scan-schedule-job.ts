import type { Db } from '../db/database';
import type { codecheckServices } from '../modules/codecheck/services';
import { parseJsonList } from '../modules/codecheck/task-presenter';
import { taskRepo } from '../modules/codecheck/task-repo';
import type { PeriodicJob } from './periodic-job';
import { scanScheduler } from './scan-scheduler';

/**
 * Fires the weekly scans whose moment has come. The window it checks is kept in this process, so the
 * job runs in every app process, as the schedule always has.
 */
export function scanScheduleJob(db: Db, scans: ReturnType<typeof codecheckServices>['scans'], checkEveryMs: number): PeriodicJob {
  const tasks = taskRepo(db);
  const scheduler = scanScheduler({
    activeTasks: async () =>
      (await tasks.tasksWithTiming()).map((task) => ({ id: task.id, days: parseJsonList<number>(task.timing_days), time: task.timing_time! })),
    fire: async (taskId) => {
      await scans.executeScheduled(taskId);
    },
  });
  return { name: 'scan-schedule', everyMs: checkEveryMs, perInstance: true, run: () => scheduler.check() };
}
