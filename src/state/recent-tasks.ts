import { observable } from '@legendapp/state';
import { readStored, writeStored } from '../lib/local-store';

const KEY = 'librarium.recentTasks';
const KEEP = 10;

function isTaskIdList(value: unknown): value is number[] {
  return Array.isArray(value) && value.every((item) => Number.isInteger(item) && item > 0);
}

/** Tasks opened on this device, newest first: what the task selector offers. */
export const recentTasks = observable<number[]>(readStored(KEY, [], isTaskIdList));

recentTasks.onChange(({ value }) => writeStored(KEY, value));

export function rememberTask(taskId: number): void {
  const current = recentTasks.peek();
  if (current[0] === taskId) return;
  recentTasks.set([taskId, ...current.filter((id) => id !== taskId)].slice(0, KEEP));
}
