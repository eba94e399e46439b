import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { ScreenFrame } from '../../../ui/screen-frame';
import { FileManager, type FileManagerLinks, type FileScreenParts } from '../file-manager';

const route = getRouteApi('/_auth/_outer/ppmdoc/lib/$libraryId/list/{-$tab}/{-$id}');

/** A project library's files in the project area; a refusal shows the project area's 403. */
export function PpmFilesScreen({ UploadControl }: FileScreenParts) {
  const { libraryId, id } = route.useParams();
  const search = route.useSearch();
  const navigate = useNavigate();
  const links = useMemo<FileManagerLinks>(
    () => ({
      folder: (folderId, next) => ({
        to: '/ppmdoc/lib/$libraryId/list/{-$tab}/{-$id}',
        params: { libraryId, tab: folderId === undefined ? undefined : 'folder', id: folderId },
        search: next,
      }),
    }),
    [libraryId],
  );
  const forbidden = useCallback(() => void navigate({ to: '/ppmdoc/403', replace: true }), [navigate]);
  return (
    <ScreenFrame>
      <FileManager libraryId={libraryId} folderId={id} search={search} links={links} onForbidden={forbidden} UploadControl={UploadControl} />
    </ScreenFrame>
  );
}
