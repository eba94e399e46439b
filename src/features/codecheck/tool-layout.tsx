import { Box } from '@chakra-ui/react';
import { Outlet, useRouteContext } from '@tanstack/react-router';
import type { ToolView } from '../../../contract/tools';
import { useI18nContext } from '../../../i18n/i18n-react';
import type { ScreenKey } from '../../lib/screen-key';
import { type SectionTab, SectionTabs } from '../../ui/section-tabs';
import { toolLabel } from './tool-label';

const VIEW_SCREENS: Record<ToolView, ScreenKey> = {
  defects: 'toolDefects',
  'risky-functions': 'toolRiskyFunctions',
  'duplicated-files': 'toolDuplicatedFiles',
  charts: 'toolCharts',
  checkers: 'toolCheckers',
};

/** One tool inside a task: the views its pattern offers (defects or risky functions or duplicates, charts, checkers). */
export function ToolLayout() {
  const { LL } = useI18nContext();
  const { tool, taskId } = useRouteContext({ from: '/_auth/_outer/codecc/task/$taskId/tool/$toolName' });
  const params = { taskId, toolName: tool.name };
  const links: Record<ToolView, SectionTab['link']> = {
    defects: { to: '/codecc/task/$taskId/tool/$toolName/defects', params },
    'risky-functions': { to: '/codecc/task/$taskId/tool/$toolName/risky-functions', params },
    'duplicated-files': { to: '/codecc/task/$taskId/tool/$toolName/duplicated-files', params },
    charts: { to: '/codecc/task/$taskId/tool/$toolName/charts', params },
    checkers: { to: '/codecc/task/$taskId/tool/$toolName/checkers', params },
  };
  return (
    <Box>
      <SectionTabs
        label={toolLabel(LL, tool.name)}
        tabs={tool.views.map((view) => ({ key: view, label: LL.screens[VIEW_SCREENS[view]](), link: links[view] }))}
      />
      <Outlet />
    </Box>
  );
}
