import { describe, expect, it } from 'vitest';
import { isSettingsSection, parseTaskId } from '../../../src/lib/task-views';

describe('task URLs', () => {
  it('accept positive whole task ids only', () => {
    expect(parseTaskId('42')).toBe(42);
    expect(parseTaskId('0')).toBeNull();
    expect(parseTaskId('-3')).toBeNull();
    expect(parseTaskId('4.5')).toBeNull();
    expect(parseTaskId('abc')).toBeNull();
    expect(parseTaskId('99999999999999999')).toBeNull();
  });

  it('know the seven settings sections', () => {
    for (const section of ['basic', 'tools', 'repository', 'check', 'scantype', 'filter', 'management']) {
      expect(isSettingsSection(section)).toBe(true);
    }
    expect(isSettingsSection('danger')).toBe(false);
  });
});
