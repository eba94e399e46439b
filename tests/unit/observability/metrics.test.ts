import { describe, expect, it } from 'vitest';
import { createMetrics, timedScans } from '../../../server/observability/metrics';

async function scanCount(metrics: ReturnType<typeof createMetrics>) {
  const histogram = await metrics.scanDuration.get();
  return histogram.values.find((value) => value.metricName === 'librarium_scan_duration_seconds_count')?.value;
}

describe('scan metrics', () => {
  it('observes the duration of every scan run, the failed ones included', async () => {
    const metrics = createMetrics();
    const run = timedScans(metrics, async (job: { fail: boolean }) => {
      if (job.fail) throw new Error('checkout failed');
    });
    await run({ fail: false });
    await expect(run({ fail: true })).rejects.toThrow('checkout failed');
    expect(await scanCount(metrics)).toBe(2);
  });

  it('reports the depth of the queue it watches when scraped', async () => {
    const metrics = createMetrics();
    let waiting = 3;
    metrics.watchQueue(async () => waiting);
    expect(await metrics.registry.getSingleMetricAsString('librarium_scan_queue_depth')).toContain('librarium_scan_queue_depth 3');
    waiting = 0;
    expect(await metrics.registry.getSingleMetricAsString('librarium_scan_queue_depth')).toContain('librarium_scan_queue_depth 0');
  });
});
