import type { WikiAccess, WikiPageSummary, WikiVersion } from '../../../contract/wiki';
import type { WikiVersionRow } from './wiki-document-repo';
import type { WikiPageWithPeople } from './wiki-page-repo';

function personOf(account: string | null, name: string | null) {
  return account ? { account, name: name ?? account } : null;
}

export function presentPage(row: WikiPageWithPeople, access: WikiAccess, restricted: boolean): WikiPageSummary {
  return {
    id: row.id,
    libraryId: row.library_id,
    parentId: row.parent_id,
    title: row.title,
    position: row.position,
    access,
    restricted,
    createdBy: personOf(row.creator_account, row.creator_name),
    createdAt: Number(row.created_at),
    updatedBy: personOf(row.updater_account, row.updater_name),
    updatedAt: Number(row.updated_at),
  };
}

/** Titles from the top of the tree down to (not including) the page. */
export function pathOf(pageId: number, pages: Map<number, { id: number; parent_id: number | null; title: string }>) {
  const chain: { id: number; title: string }[] = [];
  let current = pages.get(pageId)?.parent_id ?? null;
  const seen = new Set<number>();
  while (current !== null && !seen.has(current)) {
    seen.add(current);
    const page = pages.get(current);
    if (!page) break;
    chain.unshift({ id: page.id, title: page.title });
    current = page.parent_id;
  }
  return chain;
}

type VersionListRow = Pick<WikiVersionRow, 'id' | 'page_id' | 'number' | 'name' | 'kind' | 'authors' | 'restored_from' | 'created_by' | 'created_at'> & { text_chars: number };

/** `people` maps users.id to a person for the authors and the creator. */
export function presentVersion(row: VersionListRow, people: Map<number, { account: string; name: string }>, restoredFromNumber: number | null): WikiVersion {
  const authors = (JSON.parse(row.authors) as number[]).map((id) => people.get(id)).filter((person): person is { account: string; name: string } => Boolean(person));
  return {
    id: row.id,
    pageId: row.page_id,
    number: row.number,
    name: row.name,
    kind: row.kind,
    authors,
    createdBy: row.created_by !== null ? (people.get(row.created_by) ?? null) : null,
    createdAt: Number(row.created_at),
    restoredFrom: restoredFromNumber,
    textChars: row.text_chars,
  };
}
