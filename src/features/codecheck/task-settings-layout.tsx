import { Box } from '@chakra-ui/react';
import { Outlet, useParams } from '@tanstack/react-router';
import { useI18nContext } from '../../../i18n/i18n-react';
import { SETTINGS_SECTIONS } from '../../lib/task-views';
import { SectionTabs } from '../../ui/section-tabs';

/** A task's settings, one section at a time (spec §2). */
export function TaskSettingsLayout() {
  const { LL } = useI18nContext();
  const { taskId } = useParams({ from: '/_auth/_outer/codecc/task/$taskId/settings' });
  return (
    <Box>
      <SectionTabs
        label={LL.screens.taskSettings()}
        tabs={[
          ...SETTINGS_SECTIONS.map((section) => ({
            key: section,
            label: section === 'gate' ? LL.qualityGate.title() : LL.settingsSections[section](),
            link: { to: '/codecc/task/$taskId/settings/$section', params: { taskId, section } } as const,
          })),
          { key: 'webhooks', label: LL.webhooks.title(), link: { to: '/codecc/task/$taskId/settings/webhooks', params: { taskId } } as const },
        ]}
      />
      <Outlet />
    </Box>
  );
}
