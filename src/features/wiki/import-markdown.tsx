import { Button } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { type ChangeEvent, useRef } from 'react';
import { decodeText } from '../../../contract/text-encoding';
import { WIKI_LIMITS } from '../../../contract/wiki';
import { useI18nContext } from '../../../i18n/i18n-react';
import { showToast } from '../../ui/toaster';
import { useImportWikiPage } from './api/wiki-mutations';

/** Markdown that opens with a first-level heading: the server makes that heading the title. */
const STARTS_WITH_TITLE = /^\s*#\s+\S/;

/** The name of a file without its extension, as a page title. */
function titleOfFile(name: string): string {
  return [...name.replace(/\.(md|markdown|txt)$/i, '').trim()].slice(0, WIKI_LIMITS.titleMax).join('');
}

/** 'Import Markdown': a .md file becomes a new page, titled by its top heading or else by the file's name. */
export function ImportMarkdown({ libraryId }: { libraryId: number }) {
  const { LL } = useI18nContext();
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const importPage = useImportWikiPage(libraryId);

  async function chosen(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    // Written on a Chinese Windows machine, a Markdown file is as often GBK as UTF-8.
    const markdown = decodeText(new Uint8Array(await file.arrayBuffer()));
    if (markdown.length > WIKI_LIMITS.markdownImportChars) {
      showToast('error', LL.wiki.importTooLarge({ count: WIKI_LIMITS.markdownImportChars }));
      return;
    }
    const page = await importPage.mutateAsync(STARTS_WITH_TITLE.test(markdown) ? { markdown } : { markdown, title: titleOfFile(file.name) }).catch(() => null);
    if (!page) return;
    showToast('success', LL.wiki.imported({ title: page.title }));
    void navigate({ to: '/doc/lib/$libraryId/wiki/list/$id', params: { libraryId, id: String(page.id) } });
  }

  return (
    <>
      <input ref={input} type="file" accept=".md,.markdown,.txt,text/markdown,text/plain" hidden onChange={(event) => void chosen(event)} data-testid="wiki-import-file" />
      <Button size="sm" variant="ghost" loading={importPage.isPending} onClick={() => input.current?.click()} data-testid="wiki-import">
        {LL.wiki.actions.importMarkdown()}
      </Button>
    </>
  );
}
