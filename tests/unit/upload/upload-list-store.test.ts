import { afterEach, describe, expect, it, vi } from 'vitest';
import type { UploadItemSnapshot } from '../../../src/features/upload/types';
import { createUploadListStore, PROGRESS_DRAW_MS } from '../../../src/features/upload/upload-list-store';
import { initialState, waitingView } from '../../../src/features/upload/upload-record';

function item(id: string, extra: Partial<UploadItemSnapshot> = {}): UploadItemSnapshot {
  const file = new File(['x'], `${id}.txt`);
  const view = waitingView({
    id,
    account: 'li.na',
    file,
    name: file.name,
    relativePath: '',
    size: 1,
    lastModified: 0,
    libraryId: 7,
    parentId: 70,
    state: initialState(true),
    addedAt: 0,
  });
  return { ...view, ...extra };
}

describe('what a page shows of the queue', () => {
  it('shows picked files at once and keeps them while the queue has not reported on them yet', () => {
    const list = createUploadListStore();
    list.addPending([item('a'), item('b')]);
    expect(list.getState().items.map((entry) => [entry.id, entry.status, entry.started])).toEqual([
      ['a', 'waiting', true],
      ['b', 'waiting', true],
    ]);
    // A snapshot answered before the worker took the files does not make them vanish.
    list.apply({ type: 'upload:snapshot', items: [] });
    expect(list.getState().items.map((entry) => entry.id)).toEqual(['a', 'b']);
    list.apply({ type: 'upload:item', item: item('a', { status: 'uploading', progress: 0.5 }) });
    expect(list.getState().items[0]).toMatchObject({ id: 'a', status: 'uploading', progress: 0.5 });
  });

  it('takes a restarted worker’s snapshot, keeping finished files in their places', () => {
    const list = createUploadListStore();
    list.apply({ type: 'upload:item', item: item('done', { status: 'success' }) });
    list.apply({ type: 'upload:item', item: item('lost', { status: 'uploading' }) });
    list.apply({ type: 'upload:item', item: item('going', { status: 'uploading' }) });
    list.apply({ type: 'upload:snapshot', items: [item('going', { status: 'uploading', progress: 0.2 }), item('new')] });
    expect(list.getState().items.map((entry) => entry.id)).toEqual(['done', 'going', 'new']);
  });

  it('drops removed and skipped files, and tells listeners what was there before', () => {
    const list = createUploadListStore();
    const seen: string[] = [];
    list.onMessage((message, before) => seen.push(`${message.type}:${before.items.map((entry) => entry.name).join(',')}`));
    list.apply({ type: 'upload:item', item: item('a') });
    list.apply({ type: 'upload:removed', id: 'a', reason: 'cancelled', error: null });
    expect(list.getState().items).toEqual([]);
    expect(seen).toEqual(['upload:item:', 'upload:removed:a.txt']);
  });

  it('is busy while anything waits or uploads, and notifies only on change', () => {
    const list = createUploadListStore();
    let changes = 0;
    list.subscribe(() => (changes += 1));
    expect(list.busy()).toBe(false);
    list.apply({ type: 'upload:item', item: item('a', { status: 'uploading' }) });
    expect(list.busy()).toBe(true);
    list.apply({ type: 'upload:complete', id: 'a', libraryId: 7, parentId: 70, nodeId: 1, instant: false });
    list.apply({ type: 'upload:item', item: item('a', { status: 'success' }) });
    expect(list.busy()).toBe(false);
    expect(changes).toBe(2);
    list.setMemoryOnly();
    list.setMemoryOnly();
    expect(list.getState().memoryOnly).toBe(true);
    expect(changes).toBe(3);
  });

  describe('drawing', () => {
    afterEach(() => vi.useRealTimers());

    it('tells of mere progress at most every so often, with the latest figures, and of a new status at once', () => {
      vi.useFakeTimers();
      const list = createUploadListStore();
      const drawn: number[] = [];
      list.subscribe(() => drawn.push(list.getState().items[0]!.progress));
      list.apply({ type: 'upload:item', item: item('a', { status: 'uploading', progress: 0 }) });
      expect(drawn).toEqual([0]);
      for (const progress of [0.1, 0.2, 0.3]) list.apply({ type: 'upload:item', item: item('a', { status: 'uploading', progress }) });
      // The state is current for whoever reads it; listeners are told once, a moment later.
      expect(list.getState().items[0]!.progress).toBe(0.3);
      expect(drawn).toEqual([0]);
      vi.advanceTimersByTime(PROGRESS_DRAW_MS);
      expect(drawn).toEqual([0, 0.3]);
      list.apply({ type: 'upload:item', item: item('a', { status: 'uploading', progress: 0.6 }) });
      list.apply({ type: 'upload:item', item: item('a', { status: 'success', progress: 1 }) });
      expect(drawn).toEqual([0, 0.3, 1]);
      // Nothing is left to draw afterwards.
      vi.advanceTimersByTime(PROGRESS_DRAW_MS);
      expect(drawn).toEqual([0, 0.3, 1]);
    });

    it('shows a failure being retried at once', () => {
      vi.useFakeTimers();
      const list = createUploadListStore();
      let changes = 0;
      list.subscribe(() => (changes += 1));
      list.apply({ type: 'upload:item', item: item('a', { status: 'uploading' }) });
      list.apply({ type: 'upload:item', item: item('a', { status: 'uploading', retrying: { kind: 'network' } }) });
      expect(changes).toBe(2);
    });
  });
});
