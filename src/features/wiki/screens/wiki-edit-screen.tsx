import { Button, Flex, Heading, Spinner } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { currentUserQuery } from '../../../api/session';
import { useWikiTree } from '../../../api/wiki-queries';
import { ExceptionPage } from '../../../ui/exception-page';
import { ScreenFrame } from '../../../ui/screen-frame';
import type { WikiCommentSlots } from '../wiki-comment-slots';
import { WikiFrame } from '../wiki-frame';

// TipTap, ProseMirror and Yjs load with this screen only.
const WikiEditor = lazy(() => import('../editor/wiki-editor').then((module) => ({ default: module.WikiEditor })));

/** One page in the live editor, beside the tree. */
export function WikiEditScreen({ libraryId, id, comments }: { libraryId: number; id?: number; comments?: WikiCommentSlots }) {
  const { LL } = useI18nContext();
  const { data: user } = useQuery(currentUserQuery);
  // The title from the tree the frame shows anyway: the page's own read carries its whole content, which
  // the editor gets from the shared document instead, and for a long page it would compete with that.
  const { data: tree } = useWikiTree(libraryId);
  const title = tree?.pages.find((page) => page.id === id)?.title ?? '';

  return (
    <ScreenFrame showTitle={false}>
      <WikiFrame libraryId={libraryId} currentId={id ?? null}>
        {id === undefined ? (
          <ExceptionPage type="notFound" />
        ) : (
          <>
            <Flex justify="space-between" align="center" gap="4" mb="3">
              <Heading as="h2" size="2xl" data-testid="wiki-page-title">
                {title}
              </Heading>
              <Button asChild size="sm" variant="outline" data-testid="wiki-view">
                <Link to="/doc/lib/$libraryId/wiki/list/$id" params={{ libraryId, id: String(id) }}>
                  {LL.wiki.actions.view()}
                </Link>
              </Button>
            </Flex>
            {user ? (
              <Suspense fallback={<Spinner />}>
                <WikiEditor key={id} libraryId={libraryId} pageId={id} user={user} comments={comments} />
              </Suspense>
            ) : (
              <Spinner />
            )}
          </>
        )}
      </WikiFrame>
    </ScreenFrame>
  );
}
