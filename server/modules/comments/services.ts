import type { Db } from '../../db/database';
import type { LibraryPolicy } from '../library/policy';
import type { NotificationService } from '../notifications/notification-service';
import type { WikiPolicy } from '../wiki/wiki-policy';
import { commentPolicy } from './comment-policy';
import { commentRepositories } from './comment-repositories';
import { commentService } from './comment-service';

/** The comments over the document area and the wiki, telling people through the notifications' `notify`. */
export function commentServices(
  db: Db,
  deps: {
    libraries: LibraryPolicy;
    wiki: Pick<WikiPolicy, 'authorize' | 'can'>;
    notify: NotificationService['notify'];
    pageState: (pageId: number) => Promise<Uint8Array | null>;
  },
) {
  const repos = commentRepositories(db);
  return commentService(repos, { policy: commentPolicy(repos, { libraries: deps.libraries, wiki: deps.wiki }), notify: deps.notify, pageState: deps.pageState });
}
