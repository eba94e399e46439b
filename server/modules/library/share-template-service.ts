import type { GrantInput, ShareTemplate } from '../../../contract/library';
import type { Actor } from '../../auth/actor';
import type { Alongside } from '../../db/repositories';
import { errors } from '../../errors';
import { backOfficePolicy } from '../users/backoffice-policy';
import { type GrantWriter, type LabelledGrant, storedGrantList } from './grant-writer';
import type { LibraryRepositories } from './library-repositories';

/**
 * Share templates: named sets of grants a person saves and applies to libraries. A template is changed by
 * whoever made it, or by a classification admin (the back-office policy).
 */
export function shareTemplateService(repos: LibraryRepositories, deps: { grantWriter: GrantWriter; now?: () => number }) {
  const { grants, shareTemplates: templates } = repos;
  const { grantWriter: writer } = deps;
  const now = deps.now ?? Date.now;

  async function presentTemplate(actor: Actor, row: { id: number; name: string; grants: string; created_by: number; created_at: number; updated_at: number }): Promise<ShareTemplate> {
    const list = storedGrantList(row.grants);
    const presented = await writer.present(list.map((g) => ({ grantee_type: g.granteeType, grantee_id: g.granteeId, role: g.role, can_download: g.download ? 1 : 0, created_at: row.created_at })));
    const creator = (await grants.usersById([row.created_by]))[0];
    return {
      id: row.id,
      name: row.name,
      grants: presented.map(({ grantee, role, download }) => ({ grantee, role, download })),
      createdBy: creator ? { account: creator.account, name: creator.name } : null,
      canEdit: backOfficePolicy.can(actor, 'changeTemplate', row),
      createdAt: Number(row.created_at),
      updatedAt: Number(row.updated_at),
    };
  }

  return {
    /** The grants of a template the person may use, ready to apply; a department or group deleted since it was saved is skipped. */
    async grantsOf(actor: Actor, templateId: number): Promise<LabelledGrant[]> {
      const row = (await templates.visibleTo(actor.id)).find((template) => template.id === templateId);
      if (!row) throw errors.notFound();
      const list = storedGrantList(row.grants);
      const presented = await writer.present(list.map((g) => ({ grantee_type: g.granteeType, grantee_id: g.granteeId, role: g.role, can_download: g.download ? 1 : 0, created_at: 0 })));
      return presented.map((g) => ({
        granteeType: g.grantee.type,
        granteeId: g.grantee.id,
        role: g.role,
        download: g.download,
        label: g.grantee.account ? `${g.grantee.name} (${g.grantee.account})` : g.grantee.name,
      }));
    },

    /** Every template, whoever made it, one page by name (the back office). */
    async all(actor: Actor, keyword: string | undefined, paging: { pageNum: number; pageSize: number }) {
      const { rows, total } = await templates.page(keyword, (paging.pageNum - 1) * paging.pageSize, paging.pageSize);
      return { rows: await Promise.all(rows.map((row) => presentTemplate(actor, row))), total };
    },

    async visible(actor: Actor) {
      const rows = await templates.visibleTo(actor.id);
      return Promise.all(rows.map((row) => presentTemplate(actor, row)));
    },

    async create(actor: Actor, name: string, inputs: GrantInput[], alongside?: Alongside) {
      const list = await writer.resolveGrants(inputs);
      const stored = JSON.stringify(list.map(({ granteeType, granteeId, role, download }) => ({ granteeType, granteeId, role, download })));
      const id = await repos.transaction(async (tx) => {
        const inserted = await tx.shareTemplates.insert(name.trim(), stored, actor.id, now());
        await alongside?.(tx.executor);
        return inserted;
      });
      return presentTemplate(actor, (await templates.findById(id))!);
    },

    /** Templates are changed by whoever made them, or by a classification admin (the back-office policy). */
    async update(actor: Actor, id: number, name: string, inputs: GrantInput[], alongside?: Alongside) {
      const row = await templates.findById(id);
      if (!row) throw errors.notFound();
      backOfficePolicy.authorize(actor, 'changeTemplate', row);
      const list = await writer.resolveGrants(inputs);
      await repos.transaction(async (tx) => {
        await tx.shareTemplates.update(id, name.trim(), JSON.stringify(list.map(({ granteeType, granteeId, role, download }) => ({ granteeType, granteeId, role, download }))), now());
        await alongside?.(tx.executor);
      });
      return presentTemplate(actor, (await templates.findById(id))!);
    },

    async remove(actor: Actor, id: number, alongside?: Alongside) {
      const row = await templates.findById(id);
      if (!row) throw errors.notFound();
      backOfficePolicy.authorize(actor, 'changeTemplate', row);
      await repos.transaction(async (tx) => {
        await tx.shareTemplates.remove(id);
        await alongside?.(tx.executor);
      });
    },
  };
}

export type ShareTemplateService = ReturnType<typeof shareTemplateService>;
