import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { ScreenFrame } from '../../../ui/screen-frame';
import { AdminGate } from '../admin-gate';
import { PermissionsEditor } from '../settings/permissions-editor';
import { LibraryChooser } from './library-chooser';

/** Back office: the permissions of one administered library, chosen in the address. */
export function BackstageLimitScreen({ libraryId }: { libraryId?: number }) {
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
