import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { pageNumInAddress } from '../../../lib/paging';
import { ScreenFrame } from '../../../ui/screen-frame';
import { RecycleBin } from '../recycle-bin';

const route = getRouteApi('/_auth/_outer/doc/lib/$libraryId/recycle');

/** lib recycle: the library's recycle bin. */
export function LibraryRecycleScreen() {
  const { libraryId } = route.useParams();
  const { pageNum = 1 } = route.useSearch();
  const navigate = useNavigate();
  const forbidden = useCallback(() => void navigate({ to: '/doc/403', replace: true }), [navigate]);
  return (
    <ScreenFrame>
      <RecycleBin
        libraryId={libraryId}
        pageNum={pageNum}
        pageLink={(page) => ({ to: '/doc/lib/$libraryId/recycle', params: { libraryId }, search: { pageNum: pageNumInAddress(page) } })}
        onForbidden={forbidden}
      />
    </ScreenFrame>
  );
}
