import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLibrary } from './library-support';
import { build, createUser, dropSchema, type TestServer } from './support/build';
import { appendParagraph, connectEditor, createPage, type Editor, listen, pageText, paragraphs, until } from './wiki-support';

/** Two app instances on one database and one Redis: editors connected to different instances edit together. */
describe('live editing across two instances sharing Redis', () => {
  const env = { REDIS_URL: 'redis://127.0.0.1:6379', QUEUE_PREFIX: `wiki${randomBytes(4).toString('hex')}`, WIKI_STORE_DEBOUNCE_MS: '100' };
  let first: TestServer;
  let second: TestServer;
  const editors: Editor[] = [];

  beforeAll(async () => {
    first = await build('postgres', env, undefined, true);
    second = await build('postgres', env, first.state, true);
    await createUser(first.db, 'wang.fang', { name: '王芳' });
  });
  afterAll(async () => {
    for (const editor of editors) editor.close();
    await first.close();
    await second.close();
    await dropSchema(first.state.schema);
    fs.rmSync(first.dataDir, { recursive: true, force: true });
  });

  it('carries a change made on one instance to an editor on the other, and stores it', async () => {
    const [urlOne, urlTwo] = [await listen(first), await listen(second)];
    const one = await first.signIn('wang.fang', 'password-1');
    const two = await second.signIn('wang.fang', 'password-1');
    const libraryId = (await createLibrary(one, '多实例')).id;
    const page = await createPage(one, libraryId, '共享页');
    const a = connectEditor(urlOne, one, page.id);
    const b = connectEditor(urlTwo, two, page.id);
    editors.push(a, b);
    await Promise.all([a.synced, b.synced]);
    appendParagraph(a.doc, 'from instance one');
    await until(() => paragraphs(b.doc).includes('from instance one'), 10_000, 'the change to cross instances');
    appendParagraph(b.doc, 'from instance two');
    await until(() => paragraphs(a.doc).length === 2, 10_000, 'the reply to cross back');
    await until(async () => (await pageText(two, libraryId, page.id)) === 'from instance one\nfrom instance two', 10_000, 'the store');
    expect(paragraphs(a.doc)).toEqual(paragraphs(b.doc));
  });
});
