import type { Page } from '@playwright/test';

/**
 * How many records the page's IndexedDB holds in `store`, over every database named `name` (or, with
 * `prefix: true`, whose name starts with it). Databases are only read, never made: 0 when none exists yet or
 * it has no such store.
 */
export function storedRecords(page: Page, name: string, store: string, options: { prefix?: boolean } = {}): Promise<number> {
  return page.evaluate(
    async ({ name, store, prefix }) => {
      const names = (await indexedDB.databases())
        .map((entry) => entry.name ?? '')
        .filter((found) => (prefix ? found.startsWith(name) : found === name));
      const counts = await Promise.all(
        names.map(
          (found) =>
            new Promise<number>((resolve) => {
              const opening = indexedDB.open(found);
              opening.onerror = () => resolve(0);
              opening.onsuccess = () => {
                const db = opening.result;
                if (!db.objectStoreNames.contains(store)) {
                  db.close();
                  resolve(0);
                  return;
                }
                const counting = db.transaction(store).objectStore(store).count();
                counting.onsuccess = () => {
                  db.close();
                  resolve(counting.result);
                };
                counting.onerror = () => {
                  db.close();
                  resolve(0);
                };
              };
            }),
        ),
      );
      return counts.reduce((sum, count) => sum + count, 0);
    },
    { name, store, prefix: options.prefix ?? false },
  );
}
