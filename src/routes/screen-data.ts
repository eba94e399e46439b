import { type EnsureQueryDataOptions, onlineManager, type QueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * What a route's loader does with a query its screen reads, given the same options. Online the route
 * waits for the answer (asked already while the pointer rested on the link), so the screen draws
 * with its content at once instead of a spinner first; data already in the cache answers at once and
 * is asked again behind it. Offline it only starts the query: the screen shows the saved copy or says
 * what is missing, where a route waiting for the network would stay blank. A refusal or failure is the
 * screen's to show (its 403 page, its error line), not the route's error screen.
 */
export async function loadScreenData<QueryFnData, Error, Data, Key extends QueryKey>(
  queryClient: QueryClient,
  options: EnsureQueryDataOptions<QueryFnData, Error, Data, Key>,
): Promise<Data | undefined> {
  const answer = queryClient.ensureQueryData({ ...options, revalidateIfStale: true }).catch(() => undefined);
  return onlineManager.isOnline() ? answer : undefined;
}

/**
 * A loader's wait, on entering the route only. On a route the person is already on, with another
 * page, filter, sort, tab or task in its address, the screen keeps what it shows (dimmed where it
 * says so) until the new answer comes, so the route starts the queries and moves on at once.
 */
export async function loadOnEntry(cause: 'preload' | 'enter' | 'stay', load: () => Promise<void>): Promise<void> {
  if (cause === 'stay') void load().catch(() => undefined);
  else await load();
}
