import { describe, expect, it } from 'vitest';
import { pageOf, taskListView } from '../../../src/features/codecheck/tasks/task-list-view';

const task = (taskId: number, nameCn: string, nameEn: string, endTime: number | null | undefined) => ({
  taskId,
  nameCn,
  nameEn,
  lastAnalysis: endTime === undefined ? null : { endTime },
});

const tasks = [task(1, '订单服务', 'order_service', 300), task(2, '支付网关', 'pay_gateway', undefined), task(3, '账户中心', 'account', 100)];

describe('the task lists', () => {
  it('find a task by a part of its Chinese or English name', () => {
    expect(taskListView(tasks, '支付', 'taskId', 'DESC').map((t) => t.taskId)).toEqual([2]);
    expect(taskListView(tasks, 'ORDER', 'taskId', 'DESC').map((t) => t.taskId)).toEqual([1]);
  });

  it('show the newest task first unless told otherwise', () => {
    expect(taskListView(tasks, undefined, 'taskId', 'DESC').map((t) => t.taskId)).toEqual([3, 2, 1]);
  });

  it('keep tasks never scanned after the scanned ones in both orders', () => {
    expect(taskListView(tasks, '', 'lastScan', 'DESC').map((t) => t.taskId)).toEqual([1, 3, 2]);
    expect(taskListView(tasks, '', 'lastScan', 'ASC').map((t) => t.taskId)).toEqual([3, 1, 2]);
  });

  it('page a list held whole, clamping a page beyond the end to the last one', () => {
    expect(pageOf([1, 2, 3, 4, 5], 2, 2)).toEqual({ content: [3, 4], totalElements: 5, totalPages: 3, number: 2 });
    expect(pageOf([1, 2, 3], 9, 2).number).toBe(2);
    expect(pageOf([], 1, 2)).toEqual({ content: [], totalElements: 0, totalPages: 1, number: 1 });
  });
});
