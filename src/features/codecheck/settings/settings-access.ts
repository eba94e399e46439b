import type { TaskDetail } from '../../../../contract/codecheck-task';
import type { SettingsSection } from '../../../lib/task-views';

/** Spec §6: what a pipeline owns of a task it created; its Basic and Filter settings stay here. */
const PIPELINE_SECTIONS: readonly SettingsSection[] = ['tools', 'repository', 'check', 'scantype', 'management'];

export interface SettingsAccess {
  /** Task admins change settings; task users only see them. */
  isAdmin: boolean;
  /** The pipeline that created the task owns this section. */
  pipelineManaged: boolean;
  editable: boolean;
}

export function settingsAccess(task: Pick<TaskDetail, 'isAdmin' | 'createdFromPipeline'>, section: SettingsSection): SettingsAccess {
  const pipelineManaged = task.createdFromPipeline && PIPELINE_SECTIONS.includes(section);
  return { isAdmin: task.isAdmin, pipelineManaged, editable: task.isAdmin && !pipelineManaged };
}
