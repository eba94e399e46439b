import { ScreenFrame } from '../../ui/screen-frame';
import type { SearchScope } from './api/search';
import { SearchPanel } from './search-panel';

/** /doc/search: every library the person can read. */
export function DocSearchScreen({ searchValue = '', scope = 'all', pageNum = 1 }: { searchValue?: string; scope?: SearchScope; pageNum?: number }) {
  return (
    <ScreenFrame>
      <SearchPanel
        state={{ keyword: searchValue, scope, pageNum }}
        link={(next) => ({ to: '/doc/search', search: { searchValue: next.keyword, scope: next.scope, pageNum: next.pageNum } })}
      />
    </ScreenFrame>
  );
}
