import { useMutation, useQueryClient } from '@tanstack/react-query';
import { wikiEndpoints } from '../../../../contract/wiki';
import { api } from '../../../api/client';
import { wikiKeys } from '../../../api/wiki-keys';

function useWikiChange<Input, Output>(libraryId: number, change: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: change, onSuccess: () => queryClient.invalidateQueries({ queryKey: wikiKeys.library(libraryId) }) });
}

/** A new page at the top or under a page. A refused title is the dialog's to show, so no toast. */
export function useCreateWikiPage(libraryId: number) {
  return useWikiChange(libraryId, (body: { title: string; parentId: number | null }) =>
    api.call(wikiEndpoints.create, { params: { libraryId }, body }, { globalError: false }),
  );
}

export function useRenameWikiPage(libraryId: number) {
  return useWikiChange(libraryId, ({ pageId, title }: { pageId: number; title: string }) =>
    api.call(wikiEndpoints.rename, { params: { libraryId, pageId }, body: { title } }, { globalError: false }),
  );
}

/** Under another parent, last among its new siblings. The dialog shows a refusal (a loop, too deep, a title taken). */
export function useMoveWikiPage(libraryId: number) {
  return useWikiChange(libraryId, ({ pageId, parentId, position }: { pageId: number; parentId: number | null; position: number }) =>
    api.call(wikiEndpoints.move, { params: { libraryId, pageId }, body: { parentId, position } }, { globalError: false }),
  );
}

/** Into the library's recycle bin with its sub-pages. */
export function useRemoveWikiPage(libraryId: number) {
  return useWikiChange(libraryId, (pageId: number) => api.call(wikiEndpoints.remove, { params: { libraryId, pageId } }));
}

/** A new top-level page made from a Markdown text; the server shows what it refuses (a title taken, too large) as a toast. */
export function useImportWikiPage(libraryId: number) {
  return useWikiChange(libraryId, (body: { markdown: string; title?: string }) => api.call(wikiEndpoints.importMarkdown, { params: { libraryId }, body }));
}
