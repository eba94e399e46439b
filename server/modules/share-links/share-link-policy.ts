import type { ShareLinkMode } from '../../../contract/share-links';
import type { Actor } from '../../auth/actor';
import { errors } from '../../errors';
import type { Principal } from '../library/access-repo';
import type { LibraryRow } from '../library/library-repo';
import type { LibraryPolicy } from '../library/policy';
import { shareLinkErrors } from './share-link-errors';
import type { ShareLinkRow } from './share-link-repo';

/**
 * Who may make, manage and open share links. Making one takes what the link gives away: the download
 * permission for a view link, the upload permission for a file request. A link is managed (listed with its
 * uses, revoked) by its maker and by the library's admins. A link opens for its audience: anyone for a
 * public one (while the back office allows public links; otherwise it asks for a signed-in person), any
 * signed-in person, or the people of its departments (sub-departments included) or groups; its maker
 * always.
 */
export function shareLinkPolicy(libraries: LibraryPolicy) {
  async function manages(actor: Actor, link: Pick<ShareLinkRow, 'maker_id'>, library: LibraryRow | undefined): Promise<boolean> {
    if (link.maker_id === actor.id) return true;
    return library !== undefined && (await libraries.can(actor, 'admin', library));
  }

  return {
    /** The library's 403 unless the actor may share the item this way. */
    async authorizeCreate(actor: Actor, library: LibraryRow, mode: ShareLinkMode) {
      await libraries.authorize(actor, mode === 'upload' ? 'upload' : 'download', library);
    },

    /** Public links only while the back office allows them. */
    authorizeAudience(audience: string, allowPublic: boolean) {
      if (audience === 'public' && !allowPublic) throw shareLinkErrors.publicOff();
    },

    manages,

    async authorizeManage(actor: Actor, link: Pick<ShareLinkRow, 'maker_id'>, library: LibraryRow | undefined) {
      if (!(await manages(actor, link, library))) throw errors.forbidden();
    },

    /** The library's list of links: its admins. */
    async authorizeLibraryList(actor: Actor, library: LibraryRow) {
      await libraries.authorize(actor, 'admin', library);
    },

    /** Passes when the visitor is in the link's audience; otherwise asks them to sign in, or refuses. */
    admit(link: Pick<ShareLinkRow, 'audience' | 'audience_ids' | 'maker_id'>, visitor: { actor: Actor | null; principal: Principal | null }, allowPublic: boolean) {
      if (link.audience === 'public' && allowPublic) return;
      if (!visitor.actor || !visitor.principal) throw shareLinkErrors.signIn();
      if (visitor.actor.id === link.maker_id) return;
      if (link.audience === 'signed_in' || link.audience === 'public') return;
      const ids: number[] = JSON.parse(link.audience_ids);
      const own = link.audience === 'departments' ? visitor.principal.departmentIds : visitor.principal.groupIds;
      if (!ids.some((id) => own.includes(id))) throw shareLinkErrors.audience();
    },
  };
}

export type ShareLinkPolicy = ReturnType<typeof shareLinkPolicy>;
