import { getRouteApi } from '@tanstack/react-router';
import { ScreenFrame } from '../../ui/screen-frame';
import { SearchPanel } from './search-panel';

const route = getRouteApi('/_auth/_outer/doc/search');

/** /doc/search: every library the person can read. */
export function DocSearchScreen() {
  const { searchValue = '', scope = 'all', pageNum = 1 } = route.useSearch();
  return (
    <ScreenFrame>
      <SearchPanel
        state={{ keyword: searchValue, scope, pageNum }}
        link={(next) => ({ to: '/doc/search', search: { searchValue: next.keyword, scope: next.scope, pageNum: next.pageNum } })}
      />
    </ScreenFrame>
  );
}
