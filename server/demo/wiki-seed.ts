import path from 'node:path';
import * as Y from 'yjs';
import type { Db } from '../db/database';
import { documentServices } from '../modules/documents/document-services';
import { readMarkdownFile } from '../modules/wiki/markdown-file';
import { wikiDocumentService } from '../modules/wiki/wiki-document-service';
import { wikiPageService } from '../modules/wiki/wiki-page-service';
import { wikiPolicy } from '../modules/wiki/wiki-policy';
import { docFromProseMirror } from '../modules/wiki/yjs-content';
import { localBlobStore } from '../storage/local-store';
import { WIKI_PAGES } from './knowledge-content';
import { actorOf } from './library-seed';

/**
 * The 文库平台 project's wiki through the wiki's page and content services: every page is made first,
 * so the `[[title]]` links between them resolve whichever comes first, then each gets its Markdown as
 * an imported page does, with a first named version. Running it again changes nothing.
 */
export async function seedDemoWiki(db: Db, dataDir: string) {
  const library = await db.selectFrom('libraries').select('id').where('kind', '=', 'project').where('name', '=', '文库平台').where('deleted_at', 'is', null).executeTakeFirst();
  if (!library) return;
  if (await db.selectFrom('wiki_pages').select('id').where('library_id', '=', library.id).limit(1).executeTakeFirst()) return;
  const services = documentServices(db, localBlobStore(path.join(dataDir, 'blobs')), {});
  const pages = wikiPageService(services.repos, { access: wikiPolicy(services.repos, services.policy) });
  const content = wikiDocumentService(services.repos);
  const zhao = await actorOf(db, 'zhao.lei');

  const ids = new Map<string, number>();
  for (const page of WIKI_PAGES) {
    const parentId = page.parent === null ? null : ids.get(page.parent)!;
    ids.set(page.title, (await pages.create(zhao, library.id, { title: page.title, parentId })).id);
  }
  for (const page of WIKI_PAGES) {
    const { doc } = readMarkdownFile(page.markdown, (title) => ids.get(title) ?? null);
    const yDoc = docFromProseMirror(doc);
    const state = Y.encodeStateAsUpdate(yDoc);
    yDoc.destroy();
    const id = ids.get(page.title)!;
    await content.store(id, state, [zhao.id]);
    await content.takeVersion(id, 'named', '初稿', zhao.id);
  }
}
