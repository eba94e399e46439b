import * as Y from 'yjs';
import { WIKI_LIMITS } from '../../../contract/constants';
import type { Locale } from '../../../contract/constants';
import { wikiTitle } from '../../../contract/wiki';
import type { Actor } from '../../auth/actor';
import { translate } from '../../i18n/messages';
import { readMarkdownFile } from './markdown-file';
import type { WikiDocumentService } from './wiki-document-service';
import { wikiErrors } from './wiki-errors';
import type { WikiPageService } from './wiki-page-service';
import { docFromProseMirror } from './yjs-content';

const MEGABYTE = 1024 * 1024;

/** A title found in the file: the title rules of a typed one, cut to the longest title allowed. */
function titleFromFile(found: string | null): string | null {
  if (!found) return null;
  const parsed = wikiTitle.safeParse([...found].slice(0, WIKI_LIMITS.titleMax).join(''));
  return parsed.success ? parsed.data : null;
}

/** Pages made from Markdown: the content is built and checked before the page exists, so a refusal leaves nothing behind. */
export function wikiImport(pages: WikiPageService, documents: WikiDocumentService) {
  return {
    async markdown(actor: Actor, libraryId: number, body: { markdown: string; title?: string; parentId?: number | null }, locale: Locale) {
      // `[[Title]]` links to a page the person can see; the first the tree lists when titles repeat.
      const { pages: visible } = await pages.tree(actor, libraryId);
      const byTitle = new Map<string, number>();
      for (const page of visible) if (!byTitle.has(page.title)) byTitle.set(page.title, page.id);
      const { title: found, doc } = readMarkdownFile(body.markdown, (title) => byTitle.get(title) ?? null);
      const title = body.title ?? titleFromFile(found);
      if (!title) throw wikiErrors.untitledImport();
      const yDoc = docFromProseMirror(doc);
      const state = Y.encodeStateAsUpdate(yDoc);
      yDoc.destroy();
      if (state.length > WIKI_LIMITS.stateBytesMax) throw wikiErrors.tooLarge(WIKI_LIMITS.stateBytesMax / MEGABYTE);
      const page = await pages.create(actor, libraryId, { title, parentId: body.parentId });
      await documents.store(page.id, state, [actor.id]);
      await documents.takeVersion(page.id, 'named', translate(locale, 'wikiImportVersion'), actor.id);
      return page;
    },
  };
}

export type WikiImport = ReturnType<typeof wikiImport>;
