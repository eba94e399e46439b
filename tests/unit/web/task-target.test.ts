import { describe, expect, it } from 'vitest';
import { taskTarget } from '../../../src/lib/task-target';

describe('choosing another task', () => {
  it('opens its overview when it has tools', () => {
    expect(taskTarget({ taskId: 8, toolNames: ['ESLINT'] })).toEqual({ screen: 'overview', taskId: 8 });
  });

  it('opens the new-task page when it has none yet', () => {
    expect(taskTarget({ taskId: 8, toolNames: [] })).toEqual({ screen: 'newTask' });
  });
});
