import { describe, expect, it } from 'vitest';
import type { UploadItemSnapshot } from '../../../src/features/upload/types';
import { totalsOf, uploadRows } from '../../../src/features/upload/ui/upload-rows';
import { initialState, waitingView } from '../../../src/features/upload/upload-record';

function item(id: string, relativePath: string, extra: Partial<UploadItemSnapshot> = {}): UploadItemSnapshot {
  const file = new File(['x'], id);
  return {
    ...waitingView({ id, account: 'li.na', file, name: id, relativePath, size: 100, lastModified: 0, libraryId: 7, parentId: 70, state: initialState(true), addedAt: 0 }),
    ...extra,
  };
}

describe('the rows of the upload list', () => {
  it('puts the files of a picked folder under one folder row, where the folder first appeared', () => {
    const rows = uploadRows([
      item('a.txt', ''),
      item('1.md', 'handbook'),
      item('b.txt', ''),
      item('map.png', 'handbook/images'),
      item('other.md', 'notes'),
    ]);
    expect(rows.map((row) => (row.kind === 'file' ? row.item.id : `${row.name}[${row.items.map((entry) => entry.id).join(',')}]`))).toEqual([
      'a.txt',
      'handbook[1.md,map.png]',
      'b.txt',
      'notes[other.md]',
    ]);
  });

  it('shows a folder waiting for sign-in when nothing else stops it, failed when a file needs a retry, and working while any file still goes', () => {
    expect(totalsOf([item('a', 'f', { status: 'success' }), item('b', 'f', { status: 'signIn' })]).status).toBe('signIn');
    expect(totalsOf([item('a', 'f', { status: 'error' }), item('b', 'f', { status: 'signIn' })]).status).toBe('error');
    expect(totalsOf([item('a', 'f', { status: 'uploading' }), item('b', 'f', { status: 'signIn' })]).status).toBe('uploading');
  });

  it('keeps the same folder picked for two places apart', () => {
    const rows = uploadRows([item('1.md', 'handbook'), item('2.md', 'handbook', { parentId: 71 })]);
    expect(rows).toHaveLength(2);
  });

  it('adds a folder up: sizes, progress, speeds and the time its files still need', () => {
    const totals = totalsOf([
      item('a', 'f', { status: 'success', uploadedBytes: 100, progress: 1 }),
      item('b', 'f', { status: 'uploading', uploadedBytes: 50, averageSpeed: 10, currentSpeed: 20 }),
      item('c', 'f', { status: 'waiting' }),
    ]);
    expect(totals).toEqual({ status: 'uploading', size: 300, uploadedBytes: 150, progress: 0.5, averageSpeed: 10, currentSpeed: 20, timeRemaining: 7.5 });
  });

  it('shows a folder as failed only once nothing of it is still going, and done when all is', () => {
    expect(totalsOf([item('a', 'f', { status: 'error' }), item('b', 'f', { status: 'waiting' })]).status).toBe('waiting');
    expect(totalsOf([item('a', 'f', { status: 'error' }), item('b', 'f', { status: 'paused' })]).status).toBe('error');
    expect(totalsOf([item('a', 'f', { status: 'paused' }), item('b', 'f', { status: 'success' })]).status).toBe('paused');
    const done = totalsOf([item('a', 'f', { status: 'success', uploadedBytes: 100 })]);
    expect(done).toMatchObject({ status: 'success', progress: 1, timeRemaining: 0 });
  });
});
