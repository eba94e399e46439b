import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { pageNumInAddress } from '../../../lib/paging';
import { ScreenFrame } from '../../../ui/screen-frame';
import { RecycleBin } from '../recycle-bin';

/** lib recycle: the library's recycle bin. */
export function LibraryRecycleScreen({ libraryId, pageNum = 1 }: { libraryId: number; pageNum?: number }) {
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
