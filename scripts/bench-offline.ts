/**
 * `npm run bench:offline` (after `npm run build`): starts the real server on a loopback port with the
 * built web app, signs a person in through Debian's Chromium, reads a library's file list (200 items)
 * and then, without network, reloads it: how long from the reload until the list can be read again
 * from the offline copy, over 10 reloads after one warm-up.
 */
import { percentile } from './bench-support';
import { startBrowserBench } from './browser-bench';

const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 10);
const ITEMS = 200;

async function main() {
  const { context, page, post, doc, close } = await startBrowserBench('offline');
  try {
    const library = (await post(`${doc}/doc_library`, { name: '离线压测库' })) as { id: number };
    for (let i = 0; i < ITEMS; i++) await post(`${doc}/file/folder`, { libraryId: library.id, name: `资料-${String(i).padStart(3, '0')}` });

    const listPath = `/doc/lib/${library.id}/list?pageSize=100`;
    const firstRow = page.locator('[data-testid="file-row"][data-name="资料-000"]');
    await page.goto(listPath);
    await firstRow.waitFor();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.waitForLoadState('networkidle');

    await context.setOffline(true);
    const times: number[] = [];
    for (let i = 0; i <= SAMPLES; i++) {
      const t0 = performance.now();
      await page.reload({ waitUntil: 'commit' });
      await firstRow.waitFor();
      await page.getByTestId('offline-indicator').waitFor();
      // The first reload warms the worker and the disk cache.
      if (i > 0) times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    console.log(`offline reload library list: p50 ${percentile(times, 50).toFixed(0)} ms p95 ${percentile(times, 95).toFixed(0)} ms`);
  } finally {
    await close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
