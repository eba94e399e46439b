import { Box } from '@chakra-ui/react';
import { Outlet } from '@tanstack/react-router';
import { useI18nContext } from '../../../i18n/i18n-react';
import { SectionTabs } from '../../ui/section-tabs';

/** Library management: list, settings, permissions and recycle bin side by side. */
export function BackstageLayout() {
  const { LL } = useI18nContext();
  return (
    <Box>
      <SectionTabs
        label={LL.screens.backstage()}
        tabs={[
          { key: 'list', label: LL.screens.backstageList(), link: { to: '/doc/backstage/list' } },
          { key: 'setting', label: LL.screens.backstageSetting(), link: { to: '/doc/backstage/setting' } },
          { key: 'limit', label: LL.screens.backstageLimit(), link: { to: '/doc/backstage/limit' } },
          { key: 'recycle', label: LL.screens.backstageRecycle(), link: { to: '/doc/backstage/recycle' } },
        ]}
      />
      <Outlet />
    </Box>
  );
}
