import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { ScreenFrame } from '../../../ui/screen-frame';
import { AdminGate } from '../admin-gate';
import { PermissionsEditor } from '../settings/permissions-editor';
import { LibraryChooser } from './library-chooser';

const route = getRouteApi('/_auth/_outer/doc/backstage/limit');

/** Back office: the permissions of one administered library, chosen in the address. */
export function BackstageLimitScreen() {
  const { libraryId } = route.useSearch();
  const navigate = useNavigate();
  const forbidden = useCallback(() => void navigate({ to: '/doc/403', replace: true }), [navigate]);
  return (
    <ScreenFrame>
      <LibraryChooser value={libraryId} onChoose={(id) => void navigate({ to: '/doc/backstage/limit', search: { libraryId: id } })} />
      {libraryId !== undefined ? (
        <AdminGate libraryId={libraryId} onForbidden={forbidden}>
          {(library) => <PermissionsEditor library={library} />}
        </AdminGate>
      ) : null}
    </ScreenFrame>
  );
}
