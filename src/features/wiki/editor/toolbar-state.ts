import type { Editor } from '@tiptap/core';
import { useCallback, useRef, useSyncExternalStore } from 'react';

/** What the toolbar shows as pressed or unavailable where the caret is. */
export interface ToolbarState {
  paragraph: boolean;
  heading1: boolean;
  heading2: boolean;
  heading3: boolean;
  bold: boolean;
  italic: boolean;
  strike: boolean;
  code: boolean;
  link: boolean;
  bulletList: boolean;
  orderedList: boolean;
  taskList: boolean;
  blockquote: boolean;
  codeBlock: boolean;
  inTable: boolean;
  canUndo: boolean;
  canRedo: boolean;
}

export function toolbarStateOf(editor: Editor): ToolbarState {
  return {
    paragraph: editor.isActive('paragraph'),
    heading1: editor.isActive('heading', { level: 1 }),
    heading2: editor.isActive('heading', { level: 2 }),
    heading3: editor.isActive('heading', { level: 3 }),
    bold: editor.isActive('bold'),
    italic: editor.isActive('italic'),
    strike: editor.isActive('strike'),
    code: editor.isActive('code'),
    link: editor.isActive('link'),
    bulletList: editor.isActive('bulletList'),
    orderedList: editor.isActive('orderedList'),
    taskList: editor.isActive('taskList'),
    blockquote: editor.isActive('blockquote'),
    codeBlock: editor.isActive('codeBlock'),
    inTable: editor.isActive('table'),
    canUndo: editor.can().undo(),
    canRedo: editor.can().redo(),
  };
}

function sameState(a: ToolbarState, b: ToolbarState): boolean {
  return (Object.keys(a) as (keyof ToolbarState)[]).every((key) => a[key] === b[key]);
}

/**
 * The toolbar's state, read again after each transaction of the editor but handed to React only when a
 * button's look changes: typing within one paragraph leaves it as it was, so a keystroke costs no render
 * of the toolbar (whose buttons and tooltips cost more than the keystroke itself in a long page).
 */
export function useToolbarState(editor: Editor): ToolbarState {
  const current = useRef<{ editor: Editor; state: ToolbarState } | null>(null);
  const snapshot = useCallback(() => {
    if (current.current?.editor !== editor) current.current = { editor, state: toolbarStateOf(editor) };
    return current.current.state;
  }, [editor]);
  const subscribe = useCallback(
    (changed: () => void) => {
      const read = () => {
        const next = toolbarStateOf(editor);
        if (current.current?.editor === editor && sameState(current.current.state, next)) return;
        current.current = { editor, state: next };
        changed();
      };
      // Every transaction, a colleague's change included: it can move the caret's marks or the undo history.
      editor.on('transaction', read);
      return () => void editor.off('transaction', read);
    },
    [editor],
  );
  return useSyncExternalStore(subscribe, snapshot);
}
