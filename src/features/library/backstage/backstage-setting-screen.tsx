import { useNavigate } from '@tanstack/react-router';
import { useCallback } from 'react';
import { ScreenFrame } from '../../../ui/screen-frame';
import { AdminGate } from '../admin-gate';
import { LibrarySettingsForm } from '../settings/library-settings-form';
import { LibraryChooser } from './library-chooser';

/** Back office: the settings of one administered library, chosen in the address. */
export function BackstageSettingScreen({ libraryId }: { libraryId?: number }) {
  const navigate = useNavigate();
  const forbidden = useCallback(() => void navigate({ to: '/doc/403', replace: true }), [navigate]);
  return (
    <ScreenFrame>
      <LibraryChooser value={libraryId} onChoose={(id) => void navigate({ to: '/doc/backstage/setting', search: { libraryId: id } })} />
      {libraryId !== undefined ? (
        <AdminGate libraryId={libraryId} onForbidden={forbidden}>
          {(library) => <LibrarySettingsForm library={library} onDeleted={() => void navigate({ to: '/doc/backstage/recycle' })} />}
        </AdminGate>
      ) : null}
    </ScreenFrame>
  );
}
