import type { Editor } from '@tiptap/core';
import type { ComponentType, ReactNode } from 'react';

/**
 * The comments a wiki page shows beside its content, handed in by whoever composes the wiki's screens:
 * each wraps the content it is given (the page as read, or the live editor) and puts the threads beside it.
 */
export interface WikiCommentSlots {
  Reading: ComponentType<{ libraryId: number; pageId: number; children: ReactNode }>;
  Editing: ComponentType<{ libraryId: number; pageId: number; editor: Editor | null; children: ReactNode }>;
}
