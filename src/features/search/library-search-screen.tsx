import { getRouteApi } from '@tanstack/react-router';
import { ScreenFrame } from '../../ui/screen-frame';
import { SearchPanel } from './search-panel';

const route = getRouteApi('/_auth/_outer/doc/lib/$libraryId/docSearch');

/** lib docSearch: one library's files by name and content. */
export function LibrarySearchScreen() {
  const { libraryId } = route.useParams();
  const { keyword = '', scope = 'all', pageNum = 1 } = route.useSearch();
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
