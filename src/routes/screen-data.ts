import { type EnsureQueryDataOptions, onlineManager, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { RouterContext } from './root-route';

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

/** What a route's loader is given, as far as the loaders of this folder read it. */
export interface RouteLoad<Params = unknown, Deps = unknown> {
  context: RouterContext;
  params: Params;
  deps: Deps;
}

type LoadCause = 'preload' | 'enter' | 'stay';
type LoadOf<Loader> = Loader extends (load: infer Load) => Promise<void> ? Load : never;
type Loads<Module> = { [Name in keyof Module]: Module[Name] extends (load: never) => Promise<void> ? Name : never }[keyof Module];

/**
 * The loaders of a module imported on first use, so the route table carries only their names (the
 * route's own argument, untyped there, keeps the route's types its own). A route
 * waits for its loader on entering only: on a route the person is already on, with another page,
 * filter, sort, tab or task in its address, the screen keeps what it shows (dimmed where it says so)
 * until the new answer comes, so the route starts the queries and moves on at once.
 */
export function lazyLoaders<Module>(importModule: () => Promise<Module>) {
  return async <Name extends Loads<Module>>(name: Name, load: LoadOf<Module[Name]> & { cause: LoadCause }): Promise<void> => {
    const loading = importModule().then((module) => (module[name] as (load: unknown) => Promise<void>)(load));
    if ((load as { cause: LoadCause }).cause === 'stay') void loading.catch(() => undefined);
    else await loading;
  };
}
