import { describe, expect, it } from 'vitest';
import { libraryInformation, taskInformation } from '../../../server/db/migrations/0005-coded-records';

describe('the migration to coded operation records', () => {
  it('takes apart the library fragments the services used to write', () => {
    expect(libraryInformation('RENAME', 'a.txt → b.txt')).toEqual({ key: 'recordRenamed', params: { from: 'a.txt', to: 'b.txt' } });
    expect(libraryInformation('MOVE', 'a.txt: /x → /y (c.txt)')).toEqual({ key: 'recordMovedRenamed', params: { name: 'a.txt', from: '/x', to: '/y', newName: 'c.txt' } });
    expect(libraryInformation('MOVE', 'a.txt: /x → /y')).toEqual({ key: 'recordMoved', params: { name: 'a.txt', from: '/x', to: '/y' } });
    expect(libraryInformation('GRANT', '李娜 (li.na): read, download')).toEqual({ key: 'recordGrantWithDownload', params: { grantee: '李娜 (li.na)', role: 'read' } });
    expect(libraryInformation('NEW_VERSION', '/docs/a.md (v3)')).toEqual({ key: 'recordNewVersion', params: { path: '/docs/a.md', version: 3 } });
    expect(libraryInformation('LIBRARY_UPDATE', 'name, retentionDays')).toEqual({ key: 'recordLibrarySettings', params: { fields: ['name', 'retentionDays'] } });
    expect(libraryInformation('EMPTY_RECYCLE', '4')).toEqual({ key: 'recordEmptied', params: { count: 4 } });
    expect(libraryInformation('RESTORE_VERSION', 'a.md: v1 → v3')).toEqual({ key: 'recordVersionRestored', params: { name: 'a.md', from: 1, to: 3 } });
    expect(libraryInformation('PURGE', 'old.txt')).toEqual({ key: 'recordItem', params: { name: 'old.txt' } });
  });

  it('takes apart the task fragments the services used to write', () => {
    expect(taskInformation('FILTER', '- src/py')).toEqual({ key: 'recordFilterRemoved', params: { path: 'src/py' } });
    expect(taskInformation('TOOLS', 'suspend CCN,DUPC')).toEqual({ key: 'recordToolsSuspended', params: { tools: ['CCN', 'DUPC'] } });
    expect(taskInformation('SCHEDULE', 'days=1,3 03:30')).toEqual({ key: 'recordSchedule', params: { days: [1, 3], time: '03:30' } });
    expect(taskInformation('SCHEDULE', 'off')).toEqual({ key: 'recordScheduleOff' });
    expect(taskInformation('SCAN', '#7 sarif report')).toEqual({ key: 'recordReportIngested', params: { build: 7, format: 'sarif' } });
    expect(taskInformation('SCAN', '#8 manual')).toEqual({ key: 'recordScanStarted', params: { build: 8, trigger: 'manual' } });
    expect(taskInformation('UPDATE', 'nameCn=新名; langs=PYTHON,GO')).toEqual({ key: 'recordTaskNameAndLanguages', params: { name: '新名', langs: ['PYTHON', 'GO'] } });
    expect(taskInformation('CHECKERS', '- C0114')).toEqual({ key: 'recordCheckers', params: { added: [], removed: ['C0114'] } });
    expect(taskInformation('HANDLER', 'ignore 2: false positive')).toEqual({ key: 'recordIgnoredWithReason', params: { count: 2, reason: 'false positive' } });
    expect(taskInformation('RESUME', '')).toBeNull();
  });

  it('keeps a fragment it cannot read whole, as a name', () => {
    expect(taskInformation('REPOSITORY', 'no branch here')).toEqual({ key: 'recordItem', params: { name: 'no branch here' } });
  });
});
