import { ScreenFrame } from '../../ui/screen-frame';
import { SearchPanel, type SearchState } from './search-panel';

/** lib docSearch: one library's files by name and content. */
export function LibrarySearchScreen({ libraryId, keyword = '', scope = 'all', pageNum = 1 }: { libraryId: number } & Partial<SearchState>) {
  return (
    <ScreenFrame>
      <SearchPanel
        libraryId={libraryId}
        state={{ keyword, scope, pageNum }}
        link={(next) => ({ to: '/doc/lib/$libraryId/docSearch', params: { libraryId }, search: { keyword: next.keyword, scope: next.scope, pageNum: next.pageNum } })}
      />
    </ScreenFrame>
  );
}
