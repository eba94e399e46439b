import { DocFilesScreen } from '../features/files/screens/doc-files-screen';
import { PersonalScreen } from '../features/files/screens/personal-screen';
import { PpmFilesScreen } from '../features/files/screens/ppm-files-screen';
import { UploadPanel } from '../features/upload/index';

/**
 * The file screens as the routes show them: the file manager with the upload queue's panel in its
 * toolbar. The two features meet here, so neither imports the other.
 */
export const DocFiles = () => <DocFilesScreen UploadControl={UploadPanel} />;
export const PpmFiles = () => <PpmFilesScreen UploadControl={UploadPanel} />;
export const Personal = () => <PersonalScreen UploadControl={UploadPanel} />;
