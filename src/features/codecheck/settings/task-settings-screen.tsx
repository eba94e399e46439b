import { Center, Spinner } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { TaskDetail } from '../../../../contract/codecheck-task';
import { taskDetailQuery } from '../../../api/codecheck-tasks';
import type { SettingsSection } from '../../../lib/task-views';
import { ScreenFrame } from '../../../ui/screen-frame';
import { BasicSection } from './basic-section';
import { CheckSection } from './check-section';
import { FilterSection } from './filter-section';
import { ManagementSection } from './management-section';
import { QualityGateSection } from './quality-gate-section';
import { RepositorySection } from './repository-section';
import { ScanTypeSection } from './scan-type-section';
import { type SettingsAccess, settingsAccess } from './settings-access';
import { SettingsNotice } from './settings-notice';
import { ToolsSection } from './tools-section';

const SECTIONS: Record<SettingsSection, ComponentType<{ task: TaskDetail; access: SettingsAccess }>> = {
  basic: BasicSection,
  tools: ToolsSection,
  repository: RepositorySection,
  check: CheckSection,
  scantype: ScanTypeSection,
  filter: FilterSection,
  gate: QualityGateSection,
  management: ManagementSection,
};

/** One section of a task's settings; task admins change it, task users see it. */
export function TaskSettingsScreen({ taskId, section }: { taskId: number; section: SettingsSection }) {
  // The inner layout reads the same task and reports a missing or hidden one.
  const { data: task, isError } = useQuery(taskDetailQuery(taskId));
  const Section = SECTIONS[section];
  return (
    <ScreenFrame showTitle={false}>
      {task ? (
        <>
          <SettingsNotice access={settingsAccess(task, section)} />
          <Section key={task.taskId} task={task} access={settingsAccess(task, section)} />
        </>
      ) : isError ? null : (
        <Center py="16">
          <Spinner />
        </Center>
      )}
    </ScreenFrame>
  );
}
