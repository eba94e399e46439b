import { getRouteApi } from '@tanstack/react-router';
import { ItemComments } from '../features/comments/item-comments';
import { LibraryFilesScreen } from '../features/files/screens/library-files-screen';
import { PersonalScreen } from '../features/files/screens/personal-screen';
import { UploadPanel } from '../features/upload/index';
import { ShareDialog } from './share-dialog';

const docFolder = getRouteApi('/_auth/_outer/doc/lib/$libraryId/list/{-$tab}/{-$id}');
const ppmFolder = getRouteApi('/_auth/_outer/ppmdoc/lib/$libraryId/list/{-$tab}/{-$id}');
const personalSpace = getRouteApi('/_auth/_outer/personal');

/**
 * The file screens as the routes show them: the file manager, given its route's library, folder and
 * view, with the upload queue's panel in its toolbar and the comments in an item's details. The two features meet here, so neither imports the other.
 */
export function DocFiles() {
  const { libraryId, id } = docFolder.useParams();
  return <LibraryFilesScreen area="doc" libraryId={libraryId} folderId={id} search={docFolder.useSearch()} UploadControl={UploadPanel} ShareDialog={ShareDialog} Comments={ItemComments} />;
}

export function PpmFiles() {
  const { libraryId, id } = ppmFolder.useParams();
  return <LibraryFilesScreen area="ppm" libraryId={libraryId} folderId={id} search={ppmFolder.useSearch()} UploadControl={UploadPanel} ShareDialog={ShareDialog} Comments={ItemComments} />;
}

export function Personal() {
  const { folder, ...search } = personalSpace.useSearch();
  return <PersonalScreen libraryId={personalSpace.useLoaderData().libraryId} folder={folder} search={search} UploadControl={UploadPanel} ShareDialog={ShareDialog} Comments={ItemComments} />;
}
