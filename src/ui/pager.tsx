import { Button, HStack, Text } from '@chakra-ui/react';
import { Link, type LinkProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Page } from '../../contract/page';
import { useI18nContext } from '../../i18n/i18n-react';

interface Props {
  /** The page shown, as the server answered it. */
  page: Pick<Page<unknown>, 'totalElements' | 'number' | 'totalPages'>;
  /** Each page is a link, so a page of a list can be shared and reloaded. */
  pageLink: (pageNum: number) => LinkProps;
  /** Shown beside the page links, e.g. a page-size choice. */
  extra?: ReactNode;
}

/** 'N items', previous, 'page x of y', next; nothing for an empty list. */
export function Pager({ page, pageLink, extra }: Props) {
  const { LL } = useI18nContext();
  const { totalElements: total, number: pageNum } = page;
  const pages = Math.max(page.totalPages, 1);
  // An empty list says so itself; 'page 1 of 1' beside it adds nothing.
  if (total === 0 && pageNum === 1) return null;
  const step = (target: number, label: string, testId: string, enabled: boolean) =>
    enabled ? (
      <Button asChild size="xs" variant="outline">
        <Link {...pageLink(target)} data-testid={testId}>
          {label}
        </Link>
      </Button>
    ) : (
      <Button size="xs" variant="outline" disabled data-testid={testId}>
        {label}
      </Button>
    );
  return (
    <HStack justify="space-between" mt="4" data-testid="pager">
      <Text color="fg.muted" fontSize="sm" data-testid="pager-total">
        {LL.pager.total({ total })}
      </Text>
      <HStack gap="3">
        {extra}
        {step(pageNum - 1, LL.pager.previous(), 'pager-previous', pageNum > 1)}
        <Text fontSize="sm" data-testid="pager-current">
          {LL.pager.page({ page: pageNum, pages })}
        </Text>
        {step(pageNum + 1, LL.pager.next(), 'pager-next', pageNum < pages)}
      </HStack>
    </HStack>
  );
}
