import type { Extensions } from '@tiptap/core';
import Collaboration from '@tiptap/extension-collaboration';
import CollaborationCaret from '@tiptap/extension-collaboration-caret';
import { TaskItem, TaskList } from '@tiptap/extension-list';
import { TableKit } from '@tiptap/extension-table';
import StarterKit from '@tiptap/starter-kit';
import type * as Y from 'yjs';
import { WIKI_COLLAB } from '../../../../contract/wiki';
import { isSafeUrl, LINK_PROTOCOLS } from '../safe-url';
import { PageLink, type PageTitles } from './page-link';
import type { PageLinkSuggestion } from './page-link-suggestion';
import { SafeImage } from './safe-image';

export interface CaretUser {
  name: string;
  color: string;
}

/** How links to other pages of the wiki find their titles and the `[[` list its keys. */
export interface PageLinking {
  titles: PageTitles;
  suggestion: PageLinkSuggestion;
}

/**
 * The editor's schema and behaviour: StarterKit (headings, lists, code blocks, quotes, links and the
 * Markdown shortcuts), task lists, tables, images and links to other pages, its content in the page's
 * shared Yjs document and each colleague's caret with their name. Undo comes from the shared document
 * (Collaboration), so StarterKit's own history is off.
 */
export function wikiExtensions(document: Y.Doc, provider: unknown, user: CaretUser, pageLinking: PageLinking): Extensions {
  return [
    StarterKit.configure({
      undoRedo: false,
      link: {
        openOnClick: false,
        autolink: true,
        protocols: [...LINK_PROTOCOLS],
        defaultProtocol: 'https',
        // A pasted or typed `javascript:` (or any other scheme that runs or embeds) never becomes a link.
        isAllowedUri: (url, { defaultValidate }) => isSafeUrl(url) && defaultValidate(url),
        shouldAutoLink: (url) => isSafeUrl(url.includes(':') ? url : `https://${url}`),
        HTMLAttributes: { rel: 'noopener noreferrer nofollow', target: '_blank' },
      },
    }),
    TaskList,
    TaskItem.configure({ nested: true }),
    TableKit.configure({ table: { resizable: false } }),
    SafeImage.configure({ inline: false, allowBase64: false }),
    PageLink.configure({ titles: pageLinking.titles, suggestion: pageLinking.suggestion.options }),
    Collaboration.configure({ document, field: WIKI_COLLAB.fragment }),
    CollaborationCaret.configure({ provider, user }),
  ];
}

const CARET_COLORS = ['#d9480f', '#2b8a3e', '#1971c2', '#9c36b5', '#c2255c', '#0c8599', '#e67700', '#5f3dc4'];

/** Each person keeps one caret colour on every page. */
export function caretColor(userId: number): string {
  return CARET_COLORS[Math.abs(userId) % CARET_COLORS.length]!;
}
