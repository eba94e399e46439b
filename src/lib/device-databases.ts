/**
 * Deletes this device's IndexedDB databases whose names start with `prefix` (every person's), for a sign-out:
 * what one person kept here must not be found by whoever uses the browser next.
 */
export async function deleteDatabases(prefix: string): Promise<void> {
  if (typeof indexedDB === 'undefined' || typeof indexedDB.databases !== 'function') return;
  try {
    const names = (await indexedDB.databases()).map((entry) => entry.name).filter((name): name is string => name?.startsWith(prefix) === true);
    await Promise.all(names.map(deleteDatabase));
  } catch {
    // Without IndexedDB nothing was kept.
  }
}

function deleteDatabase(name: string): Promise<void> {
  return new Promise((resolve) => {
    const request = indexedDB.deleteDatabase(name);
    request.onsuccess = () => resolve();
    request.onerror = () => resolve();
    // Another tab still has it open: the deletion is queued and happens once that tab lets go.
    request.onblocked = () => resolve();
  });
}
