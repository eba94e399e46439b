import { Button, HStack, Input, Spinner, Text } from '@chakra-ui/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, useEffect, useState } from 'react';
import { PAGING } from '../../../../contract/constants';
import type { Library } from '../../../../contract/library';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { useBackstageLibraries } from '../../../api/libraries/backstage-libraries';
import { pageNumInAddress } from '../../../lib/paging';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { Pager } from '../../../ui/pager';
import { ScreenFrame } from '../../../ui/screen-frame';
import { showToast } from '../../../ui/toaster';
import { useDeleteLibrary } from '../api/delete-library';
import { libraryFilesLink } from '../library-links';
import { LibraryTable } from '../library-table';

/** Back office: the libraries the person administers, with their settings, permissions and deletion. */
export function BackstageListScreen({ keyword, pageNum = 1 }: { keyword?: string; pageNum?: number }) {
  const { LL } = useI18nContext();
  const navigate = useNavigate();
  const libraries = useBackstageLibraries(false, { keyword: keyword || undefined, pageNum, pageSize: PAGING.lists.defaultSize });
  const remove = useDeleteLibrary();
  const [typed, setTyped] = useState(keyword ?? '');
  const [deleting, setDeleting] = useState<Library | null>(null);

  useEffect(() => setTyped(keyword ?? ''), [keyword]);

  function filter(event: FormEvent) {
    event.preventDefault();
    void navigate({ to: '/doc/backstage/list', search: { keyword: typed.trim() || undefined } });
  }

  return (
    <ScreenFrame>
      <form onSubmit={filter} role="search">
        <Input size="sm" width="280px" mb="4" value={typed} placeholder={LL.library.home.filter()} aria-label={LL.library.home.filter()} onChange={(event) => setTyped(event.target.value)} data-testid="backstage-filter" />
      </form>
      {libraries.isPending ? (
        <Spinner size="sm" />
      ) : libraries.data?.content.length ? (
        <>
          <LibraryTable
            libraries={libraries.data.content}
            testId="backstage-libraries"
            link={libraryFilesLink}
            showFollow={false}
            actions={(library) => (
              <HStack gap="1" justify="flex-end">
                <Button asChild size="xs" variant="ghost">
                  <Link to="/doc/backstage/setting" search={{ libraryId: library.id }} data-testid="backstage-setting">
                    {LL.screens.backstageSetting()}
                  </Link>
                </Button>
                <Button asChild size="xs" variant="ghost">
                  <Link to="/doc/backstage/limit" search={{ libraryId: library.id }} data-testid="backstage-limit">
                    {LL.screens.backstageLimit()}
                  </Link>
                </Button>
                {library.kind === 'department' ? (
                  <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setDeleting(library)} data-testid="backstage-delete">
                    {LL.files.actions.delete()}
                  </Button>
                ) : null}
              </HStack>
            )}
          />
          <Pager
            page={libraries.data}
            pageLink={(page) => ({ to: '/doc/backstage/list', search: { keyword, pageNum: pageNumInAddress(page) } })}
          />
        </>
      ) : (
        <Text color="fg.muted" data-testid="backstage-empty">
          {LL.library.backstage.none()}
        </Text>
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={LL.library.settings.deleteTitle()}
        message={LL.library.settings.deleteConfirm({ name: deleting?.name ?? '' })}
        confirmLabel={LL.files.actions.delete()}
        danger
        pending={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              showToast('success', LL.library.settings.deleted({ name: deleting.name }));
              setDeleting(null);
            },
          })
        }
        onClose={() => setDeleting(null)}
      />
    </ScreenFrame>
  );
}
