import { myShareLinksQuery, sharedLinkQuery } from '../features/share-links/share-link-api';
import { loadScreenData, type RouteLoad } from './screen-data';

/** The person's own share links. */
export async function loadMyShareLinks({ context }: RouteLoad): Promise<void> {
  await loadScreenData(context.queryClient, myShareLinksQuery);
}

/** What a share link opens: its page draws with it (or with why it is gone) at once. */
export async function loadShared({ context, params }: RouteLoad<{ token: string }>): Promise<void> {
  await loadScreenData(context.queryClient, sharedLinkQuery(params.token));
}
