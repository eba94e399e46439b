import { NativeSelect } from '@chakra-ui/react';
import { type LinkProps, useNavigate } from '@tanstack/react-router';
import type { Page } from '../../../../../contract/page';
import { useI18nContext } from '../../../../../i18n/i18n-react';
import { Pager } from '../../../../ui/pager';
import { WARN_PAGE_SIZES, type WarnSearch } from './warn-view';

interface Props {
  page: Pick<Page<unknown>, 'totalElements' | 'number' | 'totalPages' | 'size'>;
  search: WarnSearch;
  link: (search: WarnSearch) => LinkProps;
}

/** The list's pages as links, and how many rows a page holds (at most 100, so a page stays light). */
export function WarnPager({ page, search, link }: Props) {
  const { LL } = useI18nContext();
  const navigate = useNavigate();
  return (
    <Pager
      page={page}
      pageLink={(pageNum) => link({ ...search, pageNum, id: undefined })}
      extra={
        <NativeSelect.Root size="xs" width="auto">
          <NativeSelect.Field
            aria-label={LL.pager.pageSize()}
            value={page.size}
            onChange={(event) => void navigate(link({ ...search, pageSize: Number(event.target.value), pageNum: undefined, id: undefined }))}
            data-testid="page-size"
          >
            {WARN_PAGE_SIZES.map((size) => (
              <option key={size} value={size}>
                {LL.pager.perPage({ size })}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      }
    />
  );
}
