import type { Editor } from '@tiptap/core';
import { Plugin, PluginKey } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';
import { absolutePositionToRelativePosition, relativePositionToAbsolutePosition, ySyncPluginKey } from '@tiptap/y-tiptap';
import { type ReactNode, useEffect, useState } from 'react';
import * as Y from 'yjs';
import { Beside, HIGHLIGHT } from './comment-beside';
import { type AnchorHost, CommentsPanel } from './comments-panel';

type Shown = Parameters<AnchorHost['show']>[0];

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

interface Binding {
  doc: Y.Doc;
  type: Y.XmlFragment;
  mapping: Parameters<typeof relativePositionToAbsolutePosition>[3];
}

function bindingOf(editor: Editor): Binding | null {
  const state = ySyncPluginKey.getState(editor.state) as { binding?: Binding } | undefined;
  return state?.binding ?? null;
}

/**
 * The live editor as an anchor host: a new thread's passage is the selection as two Yjs relative positions,
 * and each thread's passage is found again in the live document through them, wherever others' edits moved
 * it, and marked with a decoration.
 */
function editorHost(editor: Editor): AnchorHost & { destroy(): void } {
  let anchors: Shown = [];
  const key = new PluginKey('commentAnchors');
  const plugin = new Plugin({
    key,
    props: {
      decorations(state) {
        const binding = ySyncPluginKey.getState(state)?.binding as Binding | undefined;
        if (!binding || !anchors.length) return null;
        const decorations: Decoration[] = [];
        for (const anchor of anchors) {
          try {
            const from = relativePositionToAbsolutePosition(binding.doc, binding.type, Y.decodeRelativePosition(fromBase64(anchor.start)), binding.mapping);
            const to = relativePositionToAbsolutePosition(binding.doc, binding.type, Y.decodeRelativePosition(fromBase64(anchor.end)), binding.mapping);
            if (from !== null && to !== null && to > from && to <= state.doc.content.size) {
              decorations.push(Decoration.inline(from, to, { class: HIGHLIGHT, 'data-thread-id': String(anchor.id), 'data-testid': 'comment-anchor' }));
            }
          } catch {
            // A position this document cannot read marks nothing.
          }
        }
        return DecorationSet.create(state.doc, decorations);
      },
    },
  });
  editor.registerPlugin(plugin);
  return {
    selection() {
      const binding = bindingOf(editor);
      const { from, to } = editor.state.selection;
      if (!binding || from === to) return null;
      const quote = editor.state.doc.textBetween(from, to, ' ').trim();
      if (!quote) return null;
      const encode = (at: number) => toBase64(Y.encodeRelativePosition(absolutePositionToRelativePosition(at, binding.type, binding.mapping)));
      return { start: encode(from), end: encode(to), quote: quote.slice(0, 2000) };
    },
    show(next) {
      anchors = next;
      if (!editor.isDestroyed) editor.view.dispatch(editor.state.tr.setMeta(key, next.length));
    },
    destroy() {
      if (!editor.isDestroyed) editor.unregisterPlugin(key);
    },
  };
}

/** A wiki page in the editor: the editor, and the comments beside it; selected text becomes a thread's passage. */
export function WikiEditingComments({ libraryId, pageId, editor, children }: { libraryId: number; pageId: number; editor: Editor | null; children: ReactNode }) {
  const [host, setHost] = useState<ReturnType<typeof editorHost> | null>(null);
  useEffect(() => {
    if (!editor) return;
    const made = editorHost(editor);
    setHost(made);
    return () => {
      made.destroy();
      setHost(null);
    };
  }, [editor]);
  return <Beside panel={<CommentsPanel key={host ? 'anchored' : 'plain'} subject={{ type: 'wiki', libraryId, id: pageId }} anchors={host ?? undefined} />}>{children}</Beside>;
}
