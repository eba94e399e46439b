import { Link as ChakraLink, Table } from '@chakra-ui/react';
import { Link, type LinkProps } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useI18nContext } from '../../../../../i18n/i18n-react';
import type { WarnSearch } from './warn-view';

interface Props {
  field: NonNullable<WarnSearch['sortField']>;
  search: WarnSearch;
  link: (search: WarnSearch) => LinkProps;
  children: ReactNode;
  textAlign?: 'end';
}

/** A column header that sorts the list by its column; a second click turns the order round. */
export function SortHeader({ field, search, link, children, textAlign }: Props) {
  const { LL } = useI18nContext();
  const active = search.sortField === field;
  const order = active ? (search.sortType ?? 'DESC') : undefined;
  const next = active && order === 'DESC' ? 'ASC' : 'DESC';
  return (
    <Table.ColumnHeader textAlign={textAlign} aria-sort={order === 'ASC' ? 'ascending' : order === 'DESC' ? 'descending' : undefined}>
      <ChakraLink asChild color="inherit">
        <Link
          {...link({ ...search, sortField: field, sortType: next, pageNum: undefined, id: undefined })}
          aria-label={LL.codecheckResults.sortBy({ column: String(children) })}
          data-testid={`sort-${field}`}
        >
          {children}
          {order === 'ASC' ? ' ↑' : order === 'DESC' ? ' ↓' : ''}
        </Link>
      </ChakraLink>
    </Table.ColumnHeader>
  );
}
