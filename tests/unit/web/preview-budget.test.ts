import { describe, expect, it } from 'vitest';
import { isPreviewPath } from '../../../src/api/preview-cache/preview-address';
import { admit, browsingUsage, evictionsToFit, type StoredPreview } from '../../../src/api/preview-cache/preview-budget';

const KB = 1024;

function preview(url: string, bytes: number, lastUsed: number, keptBy: number | null = null): StoredPreview {
  return { url, bytes, lastUsed, keptBy };
}

describe('the preview cache budget', () => {
  it('counts only previews that were looked at, not those a kept library holds', () => {
    const entries = [preview('a', 300 * KB, 1), preview('b', 200 * KB, 2), preview('kept', 5000 * KB, 3, 7)];
    expect(browsingUsage(entries)).toEqual({ bytes: 500 * KB, count: 2 });
  });

  it('lets a preview in without evicting anything while there is room', () => {
    const entries = [preview('a', 300 * KB, 1)];
    expect(admit(entries, preview('b', 300 * KB, 2), 1000 * KB)).toEqual({ admitted: true, evicted: [] });
  });

  it('makes room by dropping the least recently used, not the oldest stored', () => {
    // a was stored first but shown again after b: b is the one that goes.
    const entries = [preview('a', 400 * KB, 30), preview('b', 400 * KB, 20)];
    expect(admit(entries, preview('c', 400 * KB, 40), 1000 * KB)).toEqual({ admitted: true, evicted: ['b'] });
  });

  it('drops as many as it takes, and never the preview just shown', () => {
    const entries = [preview('a', 300 * KB, 1), preview('b', 300 * KB, 2), preview('c', 300 * KB, 3)];
    expect(admit(entries, preview('d', 700 * KB, 4), 1000 * KB).evicted).toEqual(['a', 'b']);
  });

  it('never lets in a preview larger than the whole cap, and then drops nothing', () => {
    const entries = [preview('a', 300 * KB, 1)];
    expect(admit(entries, preview('huge', 2000 * KB, 2), 1000 * KB)).toEqual({ admitted: false, evicted: [] });
  });

  it('counts a preview stored again once, with its new size', () => {
    const entries = [preview('a', 600 * KB, 1), preview('b', 300 * KB, 2)];
    expect(admit(entries, preview('a', 600 * KB, 3), 1000 * KB)).toEqual({ admitted: true, evicted: [] });
  });

  it('never evicts what a kept library holds, however old', () => {
    const entries = [preview('kept', 900 * KB, 1, 7), preview('a', 400 * KB, 2)];
    expect(admit(entries, preview('b', 700 * KB, 3), 1000 * KB).evicted).toEqual(['a']);
    expect(admit(entries, preview('kept-too', 5000 * KB, 3, 8), 1000 * KB)).toEqual({ admitted: true, evicted: [] });
  });

  it('shrinks to a lower cap least recently used first', () => {
    const entries = [preview('a', 300 * KB, 5), preview('b', 300 * KB, 1), preview('c', 300 * KB, 3)];
    expect(evictionsToFit(entries, 650 * KB)).toEqual(['b']);
    expect(evictionsToFit(entries, 300 * KB)).toEqual(['b', 'c']);
    expect(evictionsToFit(entries, 0)).toEqual(['b', 'c', 'a']);
    expect(evictionsToFit(entries, 900 * KB)).toEqual([]);
  });
});

describe('which requests are previews', () => {
  it('matches a file preview address and nothing else', () => {
    expect(isPreviewPath('/api/ms/doc/api/user/file/preview/3/45')).toBe(true);
    expect(isPreviewPath('/api/ms/doc/api/user/file/preview/3/x')).toBe(false);
    expect(isPreviewPath('/api/ms/doc/api/user/file/content/3/45')).toBe(false);
    expect(isPreviewPath('/api/ms/doc/api/user/file/preview/3/45/extra')).toBe(false);
  });
});
