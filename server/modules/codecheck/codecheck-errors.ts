import { BUSINESS_STATUS } from '../../../contract/constants';
import { AppError, errors } from '../../errors';
import type { MessageKey } from '../../i18n/messages';

/** The code checks' refusals beyond the shared factories. */
export const codecheckErrors = {
  /** Answered with its own envelope status, which the web's new-task form recognises. */
  taskNameTaken: () => errors.conflict('taskNameTaken', {}, BUSINESS_STATUS.taskNameTaken),
  /** The repository could not be used; `key` says how, without the details the log keeps. */
  repository: (key: MessageKey) => new AppError(400, 'REPOSITORY', key),
  /** A report that does not read as its format; `detail` is the parser's own words. */
  badReport: (key: MessageKey, detail: string) => new AppError(400, 'BAD_REPORT', key, { name: detail.slice(0, 200) }),
  /** A task a pipeline created keeps the settings the pipeline gives it. */
  pipelineManaged: () => new AppError(403, 'PIPELINE_MANAGED', 'pipelineManaged'),
  taskSuspended: () => new AppError(400, 'TASK_SUSPENDED', 'taskSuspended'),
  cannotSuspendAll: () => new AppError(400, 'CANNOT_SUSPEND_ALL', 'cannotSuspendAll'),
};
