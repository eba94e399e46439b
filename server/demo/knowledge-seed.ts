import path from 'node:path';
import type { Db } from '../db/database';
import { documentServices } from '../modules/documents/document-services';
import { knowledgeServices } from '../modules/knowledge/services';
import { wikiPolicy } from '../modules/wiki/wiki-policy';
import { localBlobStore } from '../storage/local-store';
import { CATEGORY_TREE, DOCUMENTS, KNOWLEDGE_LIBRARY } from './knowledge-content';
import { actorOf, textUploader } from './library-seed';

/**
 * The demo's knowledge base through the services the API uses: a library shared by the research and
 * product departments holding the documents, the category tree, each document filed by the
 * classification admin (陈杰, who may read that library), recommendations, and a document Li Na follows.
 * Running it again changes nothing.
 */
export async function seedDemoKnowledge(db: Db, dataDir: string) {
  if (await db.selectFrom('libraries').select('id').where('name', '=', KNOWLEDGE_LIBRARY.name).executeTakeFirst()) return;
  const store = localBlobStore(path.join(dataDir, 'blobs'));
  const services = documentServices(db, store, {});
  const { knowledge, classify, recommend } = knowledgeServices(db, { policy: services.policy, wikiAccess: wikiPolicy(services.repos, services.policy) });
  const upload = textUploader(services, store);
  const zhao = await actorOf(db, 'zhao.lei');
  const chen = await actorOf(db, 'chen.jie');
  const li = await actorOf(db, 'li.na');

  const library = await services.libraries.create(zhao, { name: KNOWLEDGE_LIBRARY.name, description: KNOWLEDGE_LIBRARY.description, classification: '研发', retentionDays: 30 });
  const departments = await db.selectFrom('departments').select('id').where('name', 'in', ['研发部', '产品部']).execute();
  await services.permissions.add(
    zhao,
    library.id,
    departments.map((department) => ({ grantee: { type: 'department' as const, id: department.id }, role: 'read' as const, download: true })),
  );

  const folders = new Map<string, number>();
  const files = new Map<string, number>();
  for (const document of DOCUMENTS) {
    if (!folders.has(document.folder)) folders.set(document.folder, (await services.files.createFolder(zhao, { libraryId: library.id, name: document.folder })).id);
    const [id] = await upload(zhao, library.id, folders.get(document.folder), [[document.name, document.text]]);
    files.set(document.name, id!);
  }

  const categories = new Map<string, number>();
  for (const [top, children] of CATEGORY_TREE) {
    const parent = await classify.create(chen, top, null);
    categories.set(top, parent.id);
    for (const child of children) categories.set(child, (await classify.create(chen, child, parent.id)).id);
  }
  for (const document of DOCUMENTS) {
    for (const name of document.categories) await classify.assign(chen, categories.get(name)!, { kind: 'file', id: files.get(document.name)! });
  }
  // A top category opens on the folder that gathers its documents; a newcomer starts with the whole library.
  for (const [top] of CATEGORY_TREE) {
    const folder = folders.get(top);
    if (folder) await classify.assign(chen, categories.get(top)!, { kind: 'folder', id: folder });
  }
  await classify.assign(chen, categories.get('新人入职')!, { kind: 'library', id: library.id });
  for (const document of DOCUMENTS.filter((entry) => entry.recommended)) await recommend.add(chen, { kind: 'file', id: files.get(document.name)! }, null);
  await knowledge.follow(li, { kind: 'file', id: files.get('前端编码规范.md')! }, true);
}
