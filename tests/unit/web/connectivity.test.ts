import { describe, expect, it } from 'vitest';
import { connectivityStatus } from '../../../src/state/connectivity';

describe('the offline indicator', () => {
  it('is silent while the server answers', () => {
    expect(connectivityStatus({ online: true, serverReachable: true }, true)).toBe('online');
  });

  it('says offline, and that the screen shows saved copies when there are any', () => {
    expect(connectivityStatus({ online: false, serverReachable: true }, false)).toBe('offline');
    expect(connectivityStatus({ online: false, serverReachable: false }, true)).toBe('offlineCached');
  });

  it('says the server is out of reach when the network is up but nothing answers', () => {
    expect(connectivityStatus({ online: true, serverReachable: false }, true)).toBe('unreachable');
  });
});
