import { describe, expect, it } from 'vitest';
import { SpeedMeter } from '../../../src/features/upload/speed-meter';
import { itemActions } from '../../../src/features/upload/types';

describe('upload speed', () => {
  it('averages over active time and gives the current speed over the last window', () => {
    const meter = new SpeedMeter(10_000);
    meter.start(0);
    meter.record(10_000_000, 1_000);
    meter.record(10_000_000, 2_000);
    expect(meter.average(2_000)).toBe(10_000_000);
    expect(meter.current(2_000)).toBe(10_000_000);

    // Twelve quiet seconds later the old chunks have left the window.
    expect(meter.current(14_000)).toBe(0);
    expect(meter.average(14_000)).toBeCloseTo(20_000_000 / 14, 0);
  });

  it('does not count paused time', () => {
    const meter = new SpeedMeter();
    meter.start(0);
    meter.record(4_000, 2_000);
    meter.stop(2_000);
    expect(meter.average(60_000)).toBe(2_000);
    expect(meter.current(60_000)).toBe(0);
  });
});

describe('actions of an upload item', () => {
  it('offers pause while waiting or uploading, resume while paused, retry after error, and no remove after success', () => {
    expect(itemActions('waiting')).toEqual({ pause: true, resume: false, retry: false, remove: true });
    expect(itemActions('uploading')).toEqual({ pause: true, resume: false, retry: false, remove: true });
    expect(itemActions('paused')).toEqual({ pause: false, resume: true, retry: false, remove: true });
    expect(itemActions('error')).toEqual({ pause: false, resume: false, retry: true, remove: true });
    expect(itemActions('success')).toEqual({ pause: false, resume: false, retry: false, remove: false });
  });

  it('offers only remove while an upload waits for sign-in: signing in resumes it', () => {
    expect(itemActions('signIn')).toEqual({ pause: false, resume: false, retry: false, remove: true });
  });
});
