import type { FastifyRequest } from 'fastify';
import type { AuditAction } from '../../../contract/audit-events';
import type { Grantee } from '../../../contract/library';
import type { WikiAccess, WikiGrant } from '../../../contract/wiki';
import type { StoredMessage } from '../../i18n/stored-message';
import type { WikiArea } from './wiki-area';

/** A grantee as a key: people by account (what a request names), departments and groups by id. */
function keyOf(grantee: { type: string; id?: number; account?: string | null }): string {
  return grantee.type === 'user' ? `user:${grantee.account ?? ''}` : `${grantee.type}:${grantee.id ?? ''}`;
}

/**
 * The audit's records of the wiki's calls, written once the call succeeded. What a record needs that the
 * answer does not hold (a page's title before it is renamed or deleted, its grants before a change) is read
 * first; a caller who may not read the page is refused by the call itself, so nothing is recorded for them.
 */
export function wikiAudit(wiki: Pick<WikiArea, 'access' | 'grants'>) {
  return {
    page(request: FastifyRequest, action: AuditAction, libraryId: number, pageId: number, title: string | null, information?: StoredMessage) {
      return request.audit({ action, libraryId, subjectId: pageId, subjectName: title, information: information ?? null });
    },

    /** The page's title as the caller sees it now; null when they may not. */
    async titleOf(request: FastifyRequest, libraryId: number, pageId: number): Promise<string | null> {
      if (!request.actor) return null;
      return wiki.access.authorize(request.actor, 'read', { libraryId, pageId }).then(
        ({ page }) => page.title,
        () => null,
      );
    },

    /** The library's name when the caller may read its wiki; null when they may not. */
    async libraryName(request: FastifyRequest, libraryId: number): Promise<string | null> {
      if (!request.actor) return null;
      return wiki.access.authorize(request.actor, 'read', { libraryId }).then(
        ({ library }) => library.name,
        () => null,
      );
    },

    /** The page's own grants (not those it inherits), before a change. */
    async ownGrants(request: FastifyRequest, libraryId: number, pageId: number): Promise<WikiGrant[]> {
      if (!request.actor) return [];
      return wiki.grants.list(request.actor, libraryId, pageId).then(
        (view) => view.grants.filter((grant) => !grant.inherited),
        () => [],
      );
    },

    /**
     * One record per grantee whose grant was added, changed or removed. `after` is the page's own grants
     * as read back, or null when the caller can no longer read them: then the request's list stands in.
     */
    async grantChanges(
      request: FastifyRequest,
      libraryId: number,
      pageId: number,
      title: string | null,
      before: WikiGrant[],
      after: WikiGrant[] | null,
      asked: { grantee: Grantee; access: WikiAccess }[],
    ) {
      const now = new Map<string, { name: string; access: WikiAccess }>();
      if (after) for (const grant of after) now.set(keyOf(grant.grantee), { name: grant.grantee.name, access: grant.access });
      else for (const { grantee, access } of asked) now.set(keyOf(grantee), { name: grantee.type === 'user' ? grantee.account : String(grantee.id), access });
      const then = new Map(before.map((grant) => [keyOf(grant.grantee), { name: grant.grantee.name, access: grant.access }]));
      const record = (action: AuditAction, information: StoredMessage) => request.audit({ action, libraryId, subjectId: pageId, subjectName: title, information });
      for (const [key, grant] of now) {
        const old = then.get(key);
        if (!old) await record('PAGE_GRANT_ADD', { key: 'auditGrant', params: { grantee: grant.name, access: grant.access } });
        else if (old.access !== grant.access) await record('PAGE_GRANT_CHANGE', { key: 'auditGrantChanged', params: { grantee: grant.name, from: old.access, access: grant.access } });
      }
      for (const [key, grant] of then) {
        if (!now.has(key)) await record('PAGE_GRANT_REMOVE', { key: 'auditGrant', params: { grantee: grant.name, access: grant.access } });
      }
    },
  };
}
