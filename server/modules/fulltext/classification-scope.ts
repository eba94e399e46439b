import { errors } from '../../errors';
import type { NodeRepo } from '../files/node-repo';
import type { KnowledgeRepo } from '../knowledge/knowledge-repo';
import type { WikiPageRepo } from '../wiki/wiki-page-repo';

/** What one category of the knowledge base covers, its sub-categories included. */
export interface ClassificationScope {
  /** Every library something of the category lives in: the only ones worth searching. */
  libraryIds: Set<number>;
  /** Libraries assigned whole: everything in them belongs. */
  wholeLibraries: Set<number>;
  /** Assigned files and folders, and everything below those folders. */
  nodes: Set<number>;
  /** Assigned wiki pages, and their sub-pages. */
  pages: Set<number>;
}

/** The scope of category `categoryId` (404 when there is no such category). */
export async function classificationScope(repos: { knowledge: KnowledgeRepo; nodes: NodeRepo; wikiPages: WikiPageRepo }, categoryId: number): Promise<ClassificationScope> {
  const { knowledge } = repos;
  const categories = await knowledge.categories();
  if (!categories.some((category) => category.id === categoryId)) throw errors.notFound();
  const within = new Set([categoryId]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const category of categories) {
      if (category.parent_id !== null && within.has(category.parent_id) && !within.has(category.id)) {
        within.add(category.id);
        grew = true;
      }
    }
  }
  const assigned = (await knowledge.assignments()).filter((item) => within.has(item.category_id));
  const ids = (kind: string) => assigned.filter((item) => item.item_kind === kind).map((item) => item.item_id);
  const wholeLibraries = new Set(ids('library'));
  const [nodeRows, pageRows] = await Promise.all([knowledge.nodes([...ids('folder'), ...ids('file')]), knowledge.pages(ids('wiki'))]);
  const nodes = new Set(await repos.nodes.subtreeIds(nodeRows.map((row) => row.id), true));

  const pages = new Set<number>();
  const tops = new Set(pageRows.map((row) => row.id));
  for (const libraryId of new Set(pageRows.map((row) => row.library_id))) {
    const tree = (await repos.wikiPages.allPages(libraryId)).filter((page) => page.deleted_at === null);
    const parents = new Map(tree.map((page) => [page.id, page.parent_id]));
    for (const page of tree) {
      // A page belongs when it, or a page above it, is assigned.
      for (let at: number | null = page.id, hops = 0; at !== null && hops <= tree.length; at = parents.get(at) ?? null, hops++) {
        if (tops.has(at)) {
          pages.add(page.id);
          break;
        }
      }
    }
  }
  const libraryIds = new Set([...wholeLibraries, ...nodeRows.map((row) => row.library_id), ...pageRows.map((row) => row.library_id)]);
  return { libraryIds, wholeLibraries, nodes, pages };
}
