import { Box, Button, Flex, Heading, HStack, Input, Spinner, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useEffect, useState } from 'react';
import { PAGING } from '../../../../contract/constants';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { useFollowedLibraries } from '../../../api/libraries/followed-libraries';
import { useProjectLibraries } from '../../../api/libraries/project-libraries';
import { pageNumInAddress } from '../../../lib/paging';
import { Pager } from '../../../ui/pager';
import { ScreenFrame } from '../../../ui/screen-frame';
import { showToast } from '../../../ui/toaster';
import { useSyncProjects } from '../api/sync-projects';
import { libraryFilesLink } from '../library-links';
import { LibraryTable } from '../library-table';
import { type BatchMode, BatchDialog } from './batch-dialog';

/** The project document home: a library per project, made on demand by sync, with batch sharing. */
export function ProjectHomeScreen({ keyword, pageNum = 1 }: { keyword?: string; pageNum?: number }) {
  const { LL } = useI18nContext();
  const navigate = useNavigate();
  const followed = useFollowedLibraries('project');
  const libraries = useProjectLibraries({ keyword: keyword || undefined, pageNum, pageSize: PAGING.lists.defaultSize });
  const sync = useSyncProjects();
  const [typed, setTyped] = useState(keyword ?? '');
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [batch, setBatch] = useState<BatchMode | null>(null);

  useEffect(() => setTyped(keyword ?? ''), [keyword]);
  useEffect(() => setSelected(new Set()), [keyword, pageNum]);

  function filter(event: FormEvent) {
    event.preventDefault();
    void navigate({ to: '/ppmdoc', search: { keyword: typed.trim() || undefined } });
  }

  return (
    <ScreenFrame>
      <Flex justify="space-between" align="center" gap="4" mb="6" wrap="wrap">
        <form onSubmit={filter} role="search">
          <Input size="sm" width="280px" value={typed} placeholder={LL.library.home.filter()} aria-label={LL.library.home.filter()} onChange={(event) => setTyped(event.target.value)} data-testid="project-filter" />
        </form>
        <Button
          size="sm"
          loading={sync.isPending}
          onClick={() => sync.mutate(undefined, { onSuccess: (result) => showToast('success', LL.library.project.synced({ count: result.created })) })}
          data-testid="sync-projects"
        >
          {LL.library.project.sync()}
        </Button>
      </Flex>

      {followed.data?.length ? (
        <Box mb="8">
          <Heading as="h2" size="md" mb="3">
            {LL.library.home.followed()}
          </Heading>
          <LibraryTable libraries={followed.data} testId="followed-libraries" link={libraryFilesLink} />
        </Box>
      ) : null}

      <Flex justify="space-between" align="center" mb="3" minHeight="8">
        <Heading as="h2" size="md">
          {LL.library.project.all()}
        </Heading>
        {selected.size ? (
          <HStack gap="2" data-testid="batch-actions">
            <Text fontSize="sm" color="fg.muted">
              {LL.files.selected({ count: selected.size })}
            </Text>
            <Button size="xs" variant="outline" onClick={() => setBatch('share')} data-testid="batch-share">
              {LL.library.project.batchShare()}
            </Button>
            <Button size="xs" variant="outline" onClick={() => setBatch('unshare')} data-testid="batch-unshare">
              {LL.library.project.batchUnShare()}
            </Button>
            <Button size="xs" variant="outline" onClick={() => setBatch('admins')} data-testid="batch-admins">
              {LL.library.project.batchAdmins()}
            </Button>
          </HStack>
        ) : null}
      </Flex>
      {libraries.isPending ? (
        <Spinner size="sm" />
      ) : libraries.data?.content.length ? (
        <>
          <LibraryTable
            libraries={libraries.data.content}
            testId="project-libraries"
            link={libraryFilesLink}
            selection={{ selected, onSelect: setSelected, canSelect: (library) => library.permission.isAdmin }}
          />
          <Pager
            page={libraries.data}
            pageLink={(page) => ({ to: '/ppmdoc', search: { keyword, pageNum: pageNumInAddress(page) } })}
          />
        </>
      ) : (
        <Text color="fg.muted" data-testid="projects-empty">
          {LL.library.project.empty()}
        </Text>
      )}
      <BatchDialog
        mode={batch}
        libraryIds={[...selected]}
        onClose={() => {
          setBatch(null);
          setSelected(new Set());
        }}
      />
    </ScreenFrame>
  );
}
