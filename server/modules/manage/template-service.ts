import type { GrantInput } from '../../../contract/library';
import type { PageQuery } from '../../../contract/page';
import type { Actor } from '../../auth/actor';
import { pageOf } from '../../db/paging';
import type { Alongside } from '../../db/repositories';
import { errors } from '../../errors';
import type { ShareTemplateRepo } from '../library/grant-repo';
import type { ShareTemplateService } from '../library/share-template-service';
import { backOfficePolicy } from '../users/backoffice-policy';
import { adminRecord } from './admin-record-repo';

/**
 * Share templates in the back office: every template whoever made it. Creating, changing and deleting go
 * through the library area's own template code (the same checks of grantees), and each is recorded.
 * Libraries copy a template's grants when it is applied, so changing or deleting it leaves them alone.
 */
export function templateService(repos: { shareTemplates: ShareTemplateRepo }, deps: { shared: ShareTemplateService; now?: () => number }) {
  const { shareTemplates: templates } = repos;
  const { shared } = deps;
  const now = deps.now ?? Date.now;
  /** The record of a change, written in the change's own transaction. */
  const record =
    (actor: Actor, action: 'SHARE_TEMPLATE_CREATE' | 'SHARE_TEMPLATE_UPDATE' | 'SHARE_TEMPLATE_DELETE', name: string): Alongside =>
    (executor) =>
      adminRecord(executor).record({ actorId: actor.id, action, subject: name }, now());

  return {
    async page(actor: Actor, keyword: string | undefined, paging: PageQuery) {
      backOfficePolicy.authorize(actor, 'administer');
      const { rows, total } = await shared.all(actor, keyword?.trim() || undefined, paging);
      return pageOf(rows, total, paging);
    },

    async create(actor: Actor, name: string, grants: GrantInput[]) {
      backOfficePolicy.authorize(actor, 'administer');
      return shared.create(actor, name, grants, record(actor, 'SHARE_TEMPLATE_CREATE', name.trim()));
    },

    async update(actor: Actor, id: number, name: string, grants: GrantInput[]) {
      backOfficePolicy.authorize(actor, 'administer');
      const before = await templates.findById(id);
      if (!before) throw errors.notFound();
      const after = name.trim();
      return shared.update(actor, id, name, grants, record(actor, 'SHARE_TEMPLATE_UPDATE', before.name === after ? after : `${before.name} → ${after}`));
    },

    async remove(actor: Actor, id: number) {
      backOfficePolicy.authorize(actor, 'administer');
      const before = await templates.findById(id);
      if (!before) throw errors.notFound();
      await shared.remove(actor, id, record(actor, 'SHARE_TEMPLATE_DELETE', before.name));
      return null;
    },
  };
}
