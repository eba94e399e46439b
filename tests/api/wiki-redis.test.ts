import { describe, expect, it } from 'vitest';
import { createLibrary } from './library-support';
import { appendParagraph, connectEditor, createPage, listen, pageText, paragraphs, twoInstancesSharingRedis, until } from './wiki-support';

/** Two app instances on one database and one Redis: editors connected to different instances edit together. */
describe('live editing across two instances sharing Redis', () => {
  const instances = twoInstancesSharingRedis('wiki', [{ account: 'wang.fang', name: '王芳' }]);

  it('carries a change made on one instance to an editor on the other, and stores it', async () => {
    const [urlOne, urlTwo] = [await listen(instances.first), await listen(instances.second)];
    const one = await instances.first.signIn('wang.fang', 'password-1');
    const two = await instances.second.signIn('wang.fang', 'password-1');
    const libraryId = (await createLibrary(one, '多实例')).id;
    const page = await createPage(one, libraryId, '共享页');
    const a = connectEditor(urlOne, one, page.id);
    const b = connectEditor(urlTwo, two, page.id);
    instances.editors.push(a, b);
    await Promise.all([a.synced, b.synced]);
    appendParagraph(a.doc, 'from instance one');
    await until(() => paragraphs(b.doc).includes('from instance one'), 10_000, 'the change to cross instances');
    appendParagraph(b.doc, 'from instance two');
    await until(() => paragraphs(a.doc).length === 2, 10_000, 'the reply to cross back');
    await until(async () => (await pageText(two, libraryId, page.id)) === 'from instance one\nfrom instance two', 10_000, 'the store');
    expect(paragraphs(a.doc)).toEqual(paragraphs(b.doc));
  });
});
