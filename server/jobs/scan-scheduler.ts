import { Cron } from 'croner';

interface ScheduledTask {
  id: number;
  days: number[];
  time: string;
}

/** The croner pattern of a weekly timing: minute hour, any day of month, any month, the given weekdays. */
function weeklyPattern(days: number[], time: string): string {
  const [hour, minute] = time.split(':').map(Number);
  return `${minute} ${hour} * * ${[...days].sort().join(',')}`;
}

/** The first scheduled moment after `from`, or null. */
function nextRunAfter(task: ScheduledTask, from: Date): Date | null {
  if (!task.days.length) return null;
  return new Cron(weeklyPattern(task.days, task.time), { paused: true }).nextRun(from);
}

/**
 * Fires the scans whose scheduled moment fell between the previous check and now. Checking
 * periodically against the clock (instead of one timer per task) means a changed timing or a suspended
 * task takes effect at the next check with nothing to cancel, and a test can drive it with a fake
 * clock. The scan-schedule job calls `check`.
 */
export function scanScheduler(options: {
  activeTasks: () => Promise<ScheduledTask[]>;
  fire: (taskId: number, slot: Date) => Promise<void>;
  now?: () => number;
}) {
  const now = options.now ?? (() => Date.now());
  let checkedUntil = now();

  async function check() {
    const until = now();
    const from = new Date(checkedUntil);
    checkedUntil = until;
    for (const task of await options.activeTasks()) {
      const next = nextRunAfter(task, from);
      if (next && next.getTime() <= until) await options.fire(task.id, next);
    }
  }

  return { check };
}
