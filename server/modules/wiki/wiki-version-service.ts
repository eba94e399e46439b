import type { PageQuery } from '../../../contract/page';
import type { WikiVersion } from '../../../contract/wiki';
import type { Actor } from '../../auth/actor';
import { pageOf, pageWindow } from '../../db/paging';
import type { WikiCollab } from './collab-server';
import { wordDiff } from './wiki-diff';
import { authorIds } from './wiki-document-repo';
import type { WikiDocumentService } from './wiki-document-service';
import { wikiErrors } from './wiki-errors';
import type { WikiPolicy } from './wiki-policy';
import { presentVersion } from './wiki-presenter';
import type { WikiRepositories } from './wiki-repositories';
import { renderState } from './yjs-content';

/** Versions of a page: list, read, compare, take one now, and bring one back for every editor. */
export function wikiVersionService(repos: WikiRepositories, deps: { access: WikiPolicy; documents: WikiDocumentService; collab: WikiCollab }) {
  const { access, documents, collab } = deps;
  const { wikiDocuments } = repos;

  async function present(rows: Parameters<typeof presentVersion>[0][]): Promise<WikiVersion[]> {
    const ids = new Set<number>();
    for (const row of rows) {
      for (const id of authorIds(row.authors)) ids.add(id);
      if (row.created_by !== null) ids.add(row.created_by);
    }
    const people = new Map((await repos.grants.usersById([...ids])).map((user) => [user.id, { account: user.account, name: user.name }]));
    const numbers = new Map<number, number | null>();
    for (const row of rows) if (row.restored_from !== null && !numbers.has(row.restored_from)) numbers.set(row.restored_from, await wikiDocuments.versionNumber(row.restored_from));
    return rows.map((row) => presentVersion(row, people, row.restored_from !== null ? (numbers.get(row.restored_from) ?? null) : null));
  }

  /** A version of this page (404 with its own message for another page's or a missing one). */
  async function versionOf(pageId: number, versionId: number) {
    const row = await wikiDocuments.version(versionId);
    if (!row || row.page_id !== pageId) throw wikiErrors.versionMissing();
    return row;
  }

  async function presentOne(id: number): Promise<WikiVersion> {
    const row = await wikiDocuments.version(id);
    const [version] = await present([{ ...row!, text_chars: row!.text.length }]);
    return version!;
  }

  return {
    async list(actor: Actor, libraryId: number, pageId: number, query: PageQuery) {
      const { page } = await access.authorize(actor, 'read', { libraryId, pageId });
      const { offset, limit } = pageWindow(query);
      const { rows, total } = await wikiDocuments.versions(page.id, offset, limit);
      return pageOf(await present(rows), total, query);
    },

    async get(actor: Actor, libraryId: number, pageId: number, versionId: number) {
      const { page } = await access.authorize(actor, 'read', { libraryId, pageId });
      const row = await versionOf(page.id, versionId);
      const [version] = await present([{ ...row, text_chars: row.text.length }]);
      const rendered = renderState(row.state);
      return { ...version!, content: rendered.content, text: rendered.text, markdown: rendered.markdown };
    },

    async take(actor: Actor, libraryId: number, pageId: number, name: string) {
      const { page } = await access.authorize(actor, 'edit', { libraryId, pageId });
      await collab.flush(page.id);
      const id = await documents.takeVersion(page.id, 'named', name, actor.id);
      return presentOne(id!);
    },

    async restore(actor: Actor, libraryId: number, pageId: number, versionId: number) {
      const { page } = await access.authorize(actor, 'edit', { libraryId, pageId });
      const row = await versionOf(page.id, versionId);
      await collab.flush(page.id);
      const id = await collab.replace(page.id, row.state, actor, () => documents.takeVersion(page.id, 'restore', '', actor.id, row.id));
      await repos.wikiPages.update(page.id, { updated_by: actor.id, updated_at: Date.now() });
      return presentOne(id!);
    },

    async diff(actor: Actor, libraryId: number, pageId: number, query: { from: number; to?: number }) {
      const { page } = await access.authorize(actor, 'read', { libraryId, pageId });
      const from = await versionOf(page.id, query.from);
      let toText: string;
      let to: WikiVersion | null = null;
      if (query.to !== undefined) {
        const row = await versionOf(page.id, query.to);
        toText = row.text;
        [to] = (await present([{ ...row, text_chars: row.text.length }])) as [WikiVersion];
      } else {
        await collab.flush(page.id);
        toText = (await wikiDocuments.texts([page.id])).get(page.id) ?? '';
      }
      const [fromVersion] = await present([{ ...from, text_chars: from.text.length }]);
      return { from: fromVersion!, to, ...wordDiff(from.text, toText) };
    },
  };
}

export type WikiVersionService = ReturnType<typeof wikiVersionService>;
