import { useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { ScreenFrame } from '../../../ui/screen-frame';
import type { FileListSearch } from '../file-list-view';
import { FileManager, type FileManagerLinks, type FileScreenParts } from '../file-manager';

/** Where a library's files are shown: the document area (department and other libraries) or the project area. */
export type FilesArea = 'doc' | 'ppm';

const FOLDER_ROUTE = { doc: '/doc/lib/$libraryId/list/{-$tab}/{-$id}', ppm: '/ppmdoc/lib/$libraryId/list/{-$tab}/{-$id}' } as const;
const REFUSAL_ROUTE = { doc: '/doc/403', ppm: '/ppmdoc/403' } as const;

interface Props extends FileScreenParts {
  area: FilesArea;
  libraryId: number;
  folderId: number | undefined;
  search: FileListSearch;
}

/** A library's files in its area; a refusal shows that area's 403. */
export function LibraryFilesScreen({ area, libraryId, folderId, search, UploadControl, ShareDialog, Comments }: Props) {
  const navigate = useNavigate();
  const links = useMemo<FileManagerLinks>(
    () => ({
      folder: (folder, next) => ({
        to: FOLDER_ROUTE[area],
        params: { libraryId, tab: folder === undefined ? undefined : 'folder', id: folder },
        search: next,
      }),
    }),
    [area, libraryId],
  );
  const forbidden = useCallback(() => void navigate({ to: REFUSAL_ROUTE[area], replace: true }), [navigate, area]);
  return (
    <ScreenFrame>
      <FileManager libraryId={libraryId} folderId={folderId} search={search} links={links} onForbidden={forbidden} UploadControl={UploadControl} ShareDialog={ShareDialog} Comments={Comments} />
    </ScreenFrame>
  );
}
