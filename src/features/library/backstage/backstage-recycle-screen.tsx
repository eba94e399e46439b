import { Button, HStack, Spinner, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LIBRARY_LIMITS, PAGING } from '../../../../contract/constants';
import type { Library } from '../../../../contract/library';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { useBackstageLibraries } from '../../../api/libraries/backstage-libraries';
import { pageNumInAddress } from '../../../lib/paging';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { Pager } from '../../../ui/pager';
import { ScreenFrame } from '../../../ui/screen-frame';
import { showToast } from '../../../ui/toaster';
import { usePurgeLibrary } from '../api/purge-library';
import { useRestoreLibrary } from '../api/restore-library';
import { libraryFilesLink } from '../library-links';
import { LibraryTable } from '../library-table';

/** Back office: deleted libraries, kept for a while before they go for good; restore or purge them. */
export function BackstageRecycleScreen({ keyword, pageNum = 1 }: { keyword?: string; pageNum?: number }) {
  const { LL } = useI18nContext();
  const libraries = useBackstageLibraries(true, { keyword: keyword || undefined, pageNum, pageSize: PAGING.lists.defaultSize });
  const restore = useRestoreLibrary();
  const purge = usePurgeLibrary();
  const [purging, setPurging] = useState<Library | null>(null);

  return (
    <ScreenFrame>
      <Text color="fg.muted" fontSize="sm" mb="4">
        {LL.library.backstage.recycleHelp({ days: LIBRARY_LIMITS.libraryRecycleDays })}
      </Text>
      {libraries.isPending ? (
        <Spinner size="sm" />
      ) : libraries.data?.content.length ? (
        <>
          <LibraryTable
            libraries={libraries.data.content}
            testId="deleted-libraries"
            link={libraryFilesLink}
            showFollow={false}
            actions={(library) => (
              <HStack gap="1" justify="flex-end">
                <Button
                  size="xs"
                  variant="ghost"
                  disabled={restore.isPending}
                  onClick={() => restore.mutate(library.id, { onSuccess: () => showToast('success', LL.library.backstage.restored({ name: library.name })) })}
                  data-testid="library-restore"
                >
                  {LL.files.recycle.restore()}
                </Button>
                <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setPurging(library)} data-testid="library-purge">
                  {LL.files.recycle.purge()}
                </Button>
              </HStack>
            )}
          />
          <Pager
            page={libraries.data}
            pageLink={(page) => ({ to: '/doc/backstage/recycle', search: { keyword, pageNum: pageNumInAddress(page) } })}
          />
        </>
      ) : (
        <Text color="fg.muted" data-testid="backstage-recycle-empty">
          {LL.library.backstage.recycleEmpty()}
        </Text>
      )}
      <ConfirmDialog
        open={purging !== null}
        title={LL.files.recycle.purge()}
        message={LL.library.backstage.purgeConfirm({ name: purging?.name ?? '' })}
        confirmLabel={LL.files.recycle.purge()}
        danger
        pending={purge.isPending}
        onConfirm={() =>
          purging &&
          purge.mutate(purging.id, {
            onSuccess: () => {
              showToast('success', LL.library.backstage.purged({ name: purging.name }));
              setPurging(null);
            },
          })
        }
        onClose={() => setPurging(null)}
      />
    </ScreenFrame>
  );
}
