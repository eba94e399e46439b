import { useNavigate } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { ScreenFrame } from '../../../ui/screen-frame';
import type { FileListSearch } from '../file-list-view';
import { FileManager, type FileManagerLinks, type FileScreenParts } from '../file-manager';
import { PersonalSummary } from '../personal-summary';

/** The person's own space: private unless they share it. */
export function PersonalScreen({ libraryId, folder, search, UploadControl, ShareDialog, Comments }: FileScreenParts & { libraryId: number; folder?: number; search: FileListSearch }) {
  const { LL } = useI18nContext();
  const navigate = useNavigate();
  const links = useMemo<FileManagerLinks>(() => ({ folder: (folderId, next) => ({ to: '/personal', search: { ...next, folder: folderId } }) }), []);
  // Nobody is refused their own space; a refusal here means the session changed under the page.
  const forbidden = useCallback(() => void navigate({ to: '/403', replace: true }), [navigate]);
  return (
    <ScreenFrame>
      <PersonalSummary />
      <FileManager libraryId={libraryId} folderId={folder} search={search} links={links} onForbidden={forbidden} UploadControl={UploadControl} ShareDialog={ShareDialog} Comments={Comments} rootTitle={LL.screens.personal()} />
    </ScreenFrame>
  );
}
