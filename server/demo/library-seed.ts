import path from 'node:path';
import { Readable } from 'node:stream';
import type { Actor } from '../auth/actor';
import type { Db } from '../db/database';
import { documentServices } from '../modules/documents/document-services';
import type { BlobStore } from '../storage/blob-store';
import { localBlobStore } from '../storage/local-store';

const REVIEW_MINUTES = `# 上季度设计评审纪要

参会：赵磊、李娜、王芳

1. 存储层改用内容寻址的对象存储，相同内容只保存一份。
2. 缓存方案采用读穿透，热点文档预热。
3. 评审结论：通过，下季度上线。
`;

const CACHE_PLAN = `缓存方案（草案）

目标：文档列表与搜索在百毫秒内返回。
做法：列表按名称索引分页；全文检索按词切分后建立倒排索引。
风险：大文件夹一次加载过多，需要分页。
`;

const README = `# 研发部文档库

这里存放研发部的设计文档、评审纪要和归档资料。

- 设计/：进行中的设计
- 设计/评审/：评审纪要
- 归档/：已完成项目
`;

export async function actorOf(db: Db, account: string): Promise<Actor> {
  const user = await db.selectFrom('users').selectAll().where('account', '=', account).executeTakeFirstOrThrow();
  return { id: user.id, account: user.account, name: user.name, email: user.email, phone: user.phone, departmentId: user.department_id, isClassifyAdmin: user.is_classify_admin === 1 };
}

/** Uploads text files through the upload service, as the API's upload does. */
export function textUploader(services: ReturnType<typeof documentServices>, store: BlobStore) {
  return async (actor: Actor, libraryId: number, parentId: number | undefined, files: [string, string][]): Promise<number[]> => {
    const target = await services.uploads.target(actor, { libraryId, parentId });
    const received = [];
    for (const [filename, content] of files) received.push({ filename, staged: await store.stage(Readable.from([Buffer.from(content)])) });
    return (await services.uploads.store(actor, target, received)).files.map((file) => file.node.id);
  };
}

/**
 * Demo libraries through the same services the API uses: a department library with folders, files, a
 * second version, a grant and a follower; the demo projects' libraries; a personal space; a share template.
 * Running it again changes nothing.
 */
export async function seedDemoLibraries(db: Db, dataDir: string) {
  if (await db.selectFrom('libraries').select('id').where('name', '=', '研发部文档库').executeTakeFirst()) return;
  const store = localBlobStore(path.join(dataDir, 'blobs'));
  const services = documentServices(db, store, {});
  const zhao = await actorOf(db, 'zhao.lei');
  const li = await actorOf(db, 'li.na');
  const chen = await actorOf(db, 'chen.jie');

  const upload = textUploader(services, store);

  const library = await services.libraries.create(zhao, {
    name: '研发部文档库',
    description: '研发部的设计文档、评审纪要和归档资料',
    classification: '研发',
    retentionDays: 30,
  });
  const design = await services.files.createFolder(zhao, { libraryId: library.id, name: '设计' });
  const review = await services.files.createFolder(zhao, { libraryId: library.id, parentId: design.id, name: '评审' });
  await services.files.createFolder(zhao, { libraryId: library.id, name: '归档' });
  await upload(zhao, library.id, undefined, [['README.md', README]]);
  await upload(zhao, library.id, design.id, [['缓存方案.txt', CACHE_PLAN]]);
  await upload(zhao, library.id, review.id, [['上季度设计评审纪要.md', REVIEW_MINUTES.replace('下季度上线', '待定')]]);
  await upload(zhao, library.id, review.id, [['上季度设计评审纪要.md', REVIEW_MINUTES]]);

  const research = await db.selectFrom('departments').select('id').where('name', '=', '研发部').executeTakeFirstOrThrow();
  await services.permissions.add(zhao, library.id, [
    { grantee: { type: 'department', id: research.id }, role: 'read', download: true },
    { grantee: { type: 'user', account: 'li.na' }, role: 'edit', download: true },
  ]);
  await services.libraries.follow(li, library.id, true);

  await services.projects.sync(zhao);
  const personal = await services.libraries.ensurePersonal(li);
  await upload(li, personal.id, undefined, [['待办.md', '# 待办\n\n- 预览上季度评审纪要\n- 关注研发部文档库\n']]);
  await services.templates.create(chen, '研发部只读', [{ grantee: { type: 'department', id: research.id }, role: 'read', download: true }]);
}
