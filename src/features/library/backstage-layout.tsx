import { Box } from '@chakra-ui/react';
import { Outlet, useSearch } from '@tanstack/react-router';
import { useI18nContext } from '../../../i18n/i18n-react';
import { SectionTabs } from '../../ui/section-tabs';

/** Library management: list, settings, permissions and recycle bin side by side. */
export function BackstageLayout() {
  const { LL } = useI18nContext();
  // Settings and permissions work on one library: switching between them keeps it.
  const { libraryId } = useSearch({ strict: false });
  const chosen = { libraryId: typeof libraryId === 'number' ? libraryId : undefined };
  return (
    <Box>
      <SectionTabs
        label={LL.screens.backstage()}
        tabs={[
          { key: 'list', label: LL.screens.backstageList(), link: { to: '/doc/backstage/list' } },
          { key: 'setting', label: LL.screens.backstageSetting(), link: { to: '/doc/backstage/setting', search: chosen } },
          { key: 'limit', label: LL.screens.backstageLimit(), link: { to: '/doc/backstage/limit', search: chosen } },
          { key: 'recycle', label: LL.screens.backstageRecycle(), link: { to: '/doc/backstage/recycle' } },
        ]}
      />
      <Outlet />
    </Box>
  );
}
