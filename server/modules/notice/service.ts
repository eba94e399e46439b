import type { Notice } from '../../../contract/common';
import { NOTICE_END } from '../../../contract/constants';
import type { NoticeState } from '../../../contract/knowledge';
import type { Actor } from '../../auth/actor';
import { errors } from '../../errors';
import { backOfficePolicy } from '../users/backoffice-policy';
import type { NoticeRepositories } from './repo';

const NOTHING: Notice = { messageId: null, content: NOTICE_END, department: false };

/** The notice banner: the newest notice each person has not dismissed, and the back office's publishing. */
export function noticeService(repos: NoticeRepositories, deps: { now?: () => number } = {}) {
  const { notices } = repos;
  const now = deps.now ?? Date.now;
  return {
    /** The newest notice this person has not dismissed, or the 'END' sentinel. */
    async current(actor: Actor): Promise<Notice> {
      const latest = await notices.latest();
      if (!latest || latest.content === NOTICE_END || (await notices.viewed(latest.id, actor.id))) return NOTHING;
      return { messageId: latest.id, content: latest.content, department: latest.department === 1 };
    },

    /** The latest notice as the back office sees it, shown or taken down. */
    async state(actor: Actor): Promise<NoticeState> {
      backOfficePolicy.authorize(actor, 'administer');
      const latest = await notices.latestWithAuthor();
      if (!latest) return { messageId: null, content: NOTICE_END, department: false, showing: false, createdAt: null, createdBy: null };
      return {
        messageId: latest.id,
        content: latest.content,
        department: latest.department === 1,
        showing: latest.content !== NOTICE_END && latest.department === 1,
        createdAt: Number(latest.created_at),
        createdBy: latest.account ? { account: latest.account, name: latest.name ?? latest.account } : null,
      };
    },

    async acknowledge(actor: Actor, messageId: number) {
      if (!(await notices.findById(messageId))) throw errors.notFound();
      await notices.markViewed(messageId, actor.id, now());
    },

    async publish(actor: Actor, content: string, department: boolean) {
      backOfficePolicy.authorize(actor, 'administer');
      // The notice and its operation record are written together; 'END' is how a notice is taken down.
      return repos.transaction(async (tx) => {
        const id = await tx.notices.insert(content, department, actor.id, now());
        const ending = content === NOTICE_END;
        await tx.adminRecord.record({ actorId: actor.id, action: ending ? 'NOTICE_END' : 'NOTICE_PUBLISH', subject: ending ? NOTICE_END : content.slice(0, 200) });
        return id;
      });
    },
  };
}

export type NoticeService = ReturnType<typeof noticeService>;
