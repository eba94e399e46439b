import { myAccessTokensQuery } from '../features/access-tokens/access-token-api';
import { allAccessTokensQuery } from '../features/manage/api/access-tokens';
import { loadScreenData, type RouteLoad } from './screen-data';

/** The person's own access tokens. */
export async function loadAccessTokens({ context }: RouteLoad): Promise<void> {
  await loadScreenData(context.queryClient, myAccessTokensQuery);
}

/** Everyone's access tokens, for the back office. */
export async function loadManageAccessTokens({ context }: RouteLoad): Promise<void> {
  await loadScreenData(context.queryClient, allAccessTokensQuery);
}
