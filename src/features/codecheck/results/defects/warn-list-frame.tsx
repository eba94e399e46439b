import { Box, Table, Text } from '@chakra-ui/react';
import type { ComponentProps, ReactNode } from 'react';
import { ScreenFrame } from '../../../../ui/screen-frame';
import { DetailDrawer } from './detail-drawer';
import { WarnPager } from './warn-pager';

interface Props extends Omit<ComponentProps<typeof WarnPager>, 'page'> {
  /** Filters, counts and the selection bar above the table. */
  controls: ReactNode;
  tableTestId: string;
  loading: boolean;
  page: ComponentProps<typeof WarnPager>['page'] | null | undefined;
  emptyText: string;
  detail: { title: string; size?: 'xl' | 'full'; onClose: () => void; content: ReactNode | null };
  dialogs: ReactNode;
  /** The table's header and body. */
  children: ReactNode;
}

/** The frame every list of a tool's findings shares: controls, the dimmed-while-loading table, paging and the detail drawer. */
export function WarnListFrame({ controls, tableTestId, loading, page, emptyText, search, link, detail, dialogs, children }: Props) {
  return (
    <ScreenFrame>
      {controls}
      <Box overflowX="auto">
        <Table.Root size="sm" data-testid={tableTestId} data-loading={loading} opacity={loading ? 0.6 : 1}>
          {children}
        </Table.Root>
      </Box>
      {page && page.totalElements === 0 ? (
        <Text color="fg.muted" py="10" textAlign="center" data-testid="warn-empty">
          {emptyText}
        </Text>
      ) : null}
      {page ? <WarnPager page={page} search={search} link={link} /> : null}
      <DetailDrawer open={search.id !== undefined} title={detail.title} onClose={detail.onClose} size={detail.size}>
        {detail.content}
      </DetailDrawer>
      {dialogs}
    </ScreenFrame>
  );
}
