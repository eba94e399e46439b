import { Button, EmptyState, Spinner, VStack } from '@chakra-ui/react';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { useWikiTree } from '../../../api/wiki-queries';
import { ExceptionPage } from '../../../ui/exception-page';
import { ScreenFrame } from '../../../ui/screen-frame';
import { useWikiActions } from '../wiki-actions';
import type { WikiCommentSlots } from '../wiki-comment-slots';
import { WikiFrame } from '../wiki-frame';
import { pageIdParam } from '../wiki-page-param';
import { WikiPageView } from '../wiki-page-view';

function EmptyWiki({ libraryId }: { libraryId: number }) {
  const { LL } = useI18nContext();
  const actions = useWikiActions();
  const { data } = useWikiTree(libraryId);
  const canEdit = data?.permission.canEdit ?? false;
  return (
    <EmptyState.Root data-testid="wiki-empty">
      <EmptyState.Content>
        <VStack textAlign="center">
          <EmptyState.Title>{LL.wiki.empty.title()}</EmptyState.Title>
          <EmptyState.Description>{canEdit ? LL.wiki.empty.canCreate() : LL.wiki.empty.cannotCreate()}</EmptyState.Description>
        </VStack>
        {canEdit ? (
          <Button onClick={() => actions.create(null)} data-testid="wiki-create-first">
            {LL.wiki.empty.create()}
          </Button>
        ) : null}
      </EmptyState.Content>
    </EmptyState.Root>
  );
}

function DefaultPage({ libraryId, comments }: { libraryId: number; comments?: WikiCommentSlots }) {
  const { data, isPending } = useWikiTree(libraryId);
  if (!data) return isPending ? <Spinner /> : null;
  return data.defaultPageId === null ? <EmptyWiki libraryId={libraryId} /> : <WikiPageView libraryId={libraryId} pageId={data.defaultPageId} comments={comments} />;
}

/** The wiki of a library: its tree, and the chosen page (the first one when none is chosen). */
export function WikiListScreen({ libraryId, id, comments }: { libraryId: number; id: string; comments?: WikiCommentSlots }) {
  const pageId = pageIdParam(id);
  const tree = useWikiTree(libraryId);
  const shown = pageId === null ? (tree.data?.defaultPageId ?? null) : (pageId ?? null);
  return (
    <ScreenFrame showTitle={false}>
      <WikiFrame libraryId={libraryId} currentId={shown}>
        {pageId === undefined ? <ExceptionPage type="notFound" /> : pageId === null ? <DefaultPage libraryId={libraryId} comments={comments} /> : <WikiPageView libraryId={libraryId} pageId={pageId} comments={comments} />}
      </WikiFrame>
    </ScreenFrame>
  );
}
