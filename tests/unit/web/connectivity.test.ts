import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectivity, connectivityStatus, isConnected, PROBE_INTERVAL_MS, watchServerReturn } from '../../../src/state/connectivity';

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

describe('whether a call can be answered', () => {
  it('needs both the network and the server', () => {
    expect(isConnected({ online: true, serverReachable: true })).toBe(true);
    expect(isConnected({ online: false, serverReachable: true })).toBe(false);
    expect(isConnected({ online: true, serverReachable: false })).toBe(false);
  });
});

describe('waiting for the server to come back', () => {
  let stop: () => void = () => undefined;

  beforeEach(() => {
    vi.useFakeTimers();
    connectivity.set({ online: true, serverReachable: true });
  });

  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  it('asks nothing while the server answers', async () => {
    const probe = vi.fn(async () => null);
    stop = watchServerReturn(probe);
    await vi.advanceTimersByTimeAsync(10 * PROBE_INTERVAL_MS);
    expect(probe).not.toHaveBeenCalled();
  });

  it('asks at once when the server stops answering, then every few seconds until it answers', async () => {
    // Like the API client: an answer marks the server reachable, no answer marks it lost.
    let up = false;
    const probe = vi.fn(async () => {
      connectivity.serverReachable.set(up);
      if (!up) throw new Error('no answer');
    });
    stop = watchServerReturn(probe);
    connectivity.serverReachable.set(false);
    await vi.advanceTimersByTimeAsync(0);
    expect(probe).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2 * PROBE_INTERVAL_MS);
    expect(probe).toHaveBeenCalledTimes(3);
    up = true;
    await vi.advanceTimersByTimeAsync(PROBE_INTERVAL_MS);
    expect(probe).toHaveBeenCalledTimes(4);
    expect(connectivity.serverReachable.peek()).toBe(true);
    await vi.advanceTimersByTimeAsync(10 * PROBE_INTERVAL_MS);
    expect(probe).toHaveBeenCalledTimes(4);
  });

  it('does not ask while the network itself is down, and asks as soon as it returns', async () => {
    const probe = vi.fn(async () => {
      connectivity.serverReachable.set(true);
    });
    stop = watchServerReturn(probe);
    connectivity.set({ online: false, serverReachable: false });
    await vi.advanceTimersByTimeAsync(10 * PROBE_INTERVAL_MS);
    expect(probe).not.toHaveBeenCalled();
    connectivity.online.set(true);
    await vi.advanceTimersByTimeAsync(0);
    expect(probe).toHaveBeenCalledTimes(1);
    expect(connectivity.serverReachable.peek()).toBe(true);
  });
});
