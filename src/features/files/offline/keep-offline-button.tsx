import { Button } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { keptLibraryQuery } from '../../../api/kept-library-query';
import { KeepOfflineDialog } from './keep-offline-dialog';

/** The library toolbar's 'keep offline' action, saying whether the library is kept already. */
export function KeepOfflineButton({ libraryId, name }: { libraryId: number; name: string }) {
  const { LL } = useI18nContext();
  const [open, setOpen] = useState(false);
  const kept = useQuery(keptLibraryQuery(libraryId));
  const isKept = Boolean(kept.data);
  return (
    <>
      <Button size="sm" variant={isKept ? 'subtle' : 'outline'} onClick={() => setOpen(true)} data-testid="keep-offline" data-kept={isKept}>
        {isKept ? LL.keepOffline.kept() : LL.keepOffline.action()}
      </Button>
      <KeepOfflineDialog libraryId={libraryId} name={name} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
