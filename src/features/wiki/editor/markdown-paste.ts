import { Slice } from '@tiptap/pm/model';
import type { EditorView } from '@tiptap/pm/view';
import { looksLikeMarkdown, markdownToContent, type PageByTitle } from '../../../../contract/wiki-markdown';

/**
 * Puts in a plain-text paste that is Markdown as structure, through the same conversion (and the same
 * sanitising) as a Markdown import. False leaves the paste to TipTap: HTML on the clipboard, text with no
 * Markdown in it, a paste inside a code block, or content the schema would not take.
 */
export function pasteMarkdown(view: EditorView, event: ClipboardEvent, pageByTitle: PageByTitle): boolean {
  const data = event.clipboardData;
  if (!data || !view.editable || data.types.includes('text/html')) return false;
  const text = data.getData('text/plain');
  if (!text.trim() || !looksLikeMarkdown(text)) return false;
  if (view.state.selection.$from.parent.type.spec.code) return false;
  const content = markdownToContent(text, pageByTitle);
  if (!content.length) return false;
  let doc;
  try {
    doc = view.state.schema.nodeFromJSON({ type: 'doc', content });
    doc.check();
  } catch {
    return false;
  }
  // Paragraphs at either end join the text around the caret, as a paste of text does.
  const open = (node: typeof doc.firstChild) => (node?.type.name === 'paragraph' ? 1 : 0);
  const slice = new Slice(doc.content, open(doc.firstChild), open(doc.lastChild));
  view.dispatch(view.state.tr.replaceSelection(slice).scrollIntoView().setMeta('paste', true).setMeta('uiEvent', 'paste'));
  return true;
}
