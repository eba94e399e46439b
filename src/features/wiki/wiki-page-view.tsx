import { Badge, Box, Breadcrumb, Button, Flex, Heading, HStack, Link as ChakraLink, Spinner, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Fragment } from 'react';
import { useI18nContext } from '../../../i18n/i18n-react';
import { isRefusal } from '../../api/api-error';
import { useWikiPage } from '../../api/wiki-queries';
import { formatDateTime } from '../../lib/display-format';
import { useTitleSubject } from '../../ui/document-title';
import { ExceptionPage } from '../../ui/exception-page';
import { wikiPageExportUrl } from './api/wiki-urls';
import { PageActionsMenu } from './page-actions-menu';
import { useWikiActions } from './wiki-actions';
import type { WikiCommentSlots } from './wiki-comment-slots';
import { WikiContent } from './wiki-content';

/** One page for reading: where it sits, who changed it last, its content and what can be done with it. */
export function WikiPageView({ libraryId, pageId, comments }: { libraryId: number; pageId: number; comments?: WikiCommentSlots }) {
  const { LL, locale } = useI18nContext();
  const actions = useWikiActions();
  const { data: page, error, isPending } = useWikiPage(libraryId, pageId);
  useTitleSubject([page?.title]);

  if (!page) {
    if (isRefusal(error, 'NOT_FOUND') || isRefusal(error, 'FORBIDDEN')) {
      return <ExceptionPage type={isRefusal(error, 'FORBIDDEN') ? 'forbidden' : 'notFound'} detail={LL.wiki.page.notFound()} />;
    }
    return isPending ? <Spinner data-testid="wiki-page-loading" /> : null;
  }

  const canEdit = page.access === 'edit';
  const search = { id: page.id };
  const updatedBy = page.updatedBy ?? page.createdBy;
  return (
    <Box as="article" data-testid="wiki-page" data-page-id={page.id}>
      {page.path.length ? (
        <Breadcrumb.Root size="sm" mb="2">
          <Breadcrumb.List>
            {page.path.map((crumb) => (
              <Fragment key={crumb.id}>
                <Breadcrumb.Item>
                  <Breadcrumb.Link asChild>
                    <Link to="/doc/lib/$libraryId/wiki/list/$id" params={{ libraryId, id: String(crumb.id) }}>
                      {crumb.title}
                    </Link>
                  </Breadcrumb.Link>
                </Breadcrumb.Item>
                <Breadcrumb.Separator />
              </Fragment>
            ))}
            <Breadcrumb.Item>
              <Breadcrumb.CurrentLink>{page.title}</Breadcrumb.CurrentLink>
            </Breadcrumb.Item>
          </Breadcrumb.List>
        </Breadcrumb.Root>
      ) : null}
      <Flex gap="4" align="flex-start" justify="space-between" wrap="wrap" mb="1">
        <Heading as="h2" size="2xl" data-testid="wiki-page-title">
          {page.title}
        </Heading>
        <HStack gap="2" wrap="wrap">
          {canEdit ? (
            <Button asChild size="sm" data-testid="wiki-edit">
              <Link to="/doc/lib/$libraryId/wiki/edit" params={{ libraryId }} search={search}>
                {LL.wiki.actions.edit()}
              </Link>
            </Button>
          ) : null}
          <Button asChild size="sm" variant="outline" data-testid="wiki-versions">
            <Link to="/doc/lib/$libraryId/wiki/wikiVersion" params={{ libraryId }} search={search}>
              {LL.wiki.actions.versions()}
            </Link>
          </Button>
          <Button asChild size="sm" variant="outline" data-testid="wiki-grants">
            <Link to="/doc/lib/$libraryId/wiki/wikiGrant" params={{ libraryId }} search={search}>
              {LL.wiki.actions.grants()}
            </Link>
          </Button>
          <Button asChild size="sm" variant="outline" data-testid="wiki-export">
            <a href={wikiPageExportUrl(libraryId, page.id)} download>
              {LL.wiki.actions.exportPage()}
            </a>
          </Button>
          {canEdit ? (
            <PageActionsMenu
              page={page}
              actions={actions}
              testIdPrefix="wiki-page"
              trigger={
                <Button size="sm" variant="ghost" aria-label={LL.wiki.tree.more({ name: page.title })} data-testid="wiki-page-more">
                  ⋯
                </Button>
              }
            />
          ) : null}
        </HStack>
      </Flex>
      <HStack gap="2" color="fg.muted" fontSize="sm" mb="5">
        <Text data-testid="wiki-page-meta">{LL.wiki.page.updated({ name: updatedBy?.name ?? '—', when: formatDateTime(page.updatedAt, locale) })}</Text>
        {canEdit ? null : <Badge>{LL.wiki.page.readOnly()}</Badge>}
      </HStack>
      {page.content.content?.length ? (
        comments ? (
          <comments.Reading libraryId={libraryId} pageId={page.id}>
            <WikiContent libraryId={libraryId} content={page.content} />
          </comments.Reading>
        ) : (
          <WikiContent libraryId={libraryId} content={page.content} />
        )
      ) : (
        <Text color="fg.muted" data-testid="wiki-page-blank">
          {LL.wiki.page.noContent()}{' '}
          {canEdit ? (
            <ChakraLink asChild color="blue.fg">
              <Link to="/doc/lib/$libraryId/wiki/edit" params={{ libraryId }} search={search}>
                {LL.wiki.actions.edit()}
              </Link>
            </ChakraLink>
          ) : null}
        </Text>
      )}
    </Box>
  );
}
