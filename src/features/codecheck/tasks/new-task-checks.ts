import { repoUrl } from '../../../../contract/codecheck-task';
import { TASK_LIMITS } from '../../../../contract/constants';
import { checkText } from '../../../../contract/validation';
import type { TranslationFunctions } from '../../../../i18n/i18n-types';
import { validationMessage } from '../../../lib/validation-message';
import type { RepositoryValues } from '../task-fields/repository-fields';
import type { TimingValues } from '../task-fields/timing-fields';

export interface NewTaskValues extends RepositoryValues {
  nameEn: string;
  nameCn: string;
  projectId: string;
  langs: string[];
  tools: string[];
  scanType: 'full' | 'incremental';
  timing: TimingValues;
}

export type NewTaskErrors = Partial<Record<keyof NewTaskValues, string>>;

export const NAME_EN_RULES = { required: true, min: TASK_LIMITS.nameEnMin, max: TASK_LIMITS.nameEnMax, name: 'plain' } as const;
export const NAME_CN_RULES = { required: true, min: TASK_LIMITS.nameCnMin, max: TASK_LIMITS.nameCnMax } as const;

/** Spec §5 as the server checks it too, so the form says what is wrong before anything is sent. */
export function checkNewTask(LL: TranslationFunctions, values: NewTaskValues): NewTaskErrors {
  const errors: NewTaskErrors = {};
  const nameEn = checkText(values.nameEn, NAME_EN_RULES);
  if (nameEn) errors.nameEn = validationMessage(LL, nameEn);
  const nameCn = checkText(values.nameCn, NAME_CN_RULES);
  if (nameCn) errors.nameCn = validationMessage(LL, nameCn);
  if (!values.langs.length) errors.langs = LL.validation.atLeastOne();
  if (!repoUrl.safeParse(values.repoUrl).success) errors.repoUrl = values.repoUrl.trim() ? LL.validation.invalidRepoUrl() : LL.validation.necessary();
  if (!values.branch.trim()) errors.branch = LL.validation.necessary();
  if (values.timing.days.length && !/^([01]\d|2[0-3]):[0-5]\d$/.test(values.timing.time)) errors.timing = LL.validation.invalidTime();
  return errors;
}

/** The server's field messages (HTTP 400 `data.fields`) on the form's fields. */
export function serverTaskErrors(fields: Readonly<Record<string, string>>): NewTaskErrors {
  const known: (keyof NewTaskValues)[] = ['nameEn', 'nameCn', 'langs', 'tools', 'repoUrl', 'branch', 'projectId'];
  const errors: NewTaskErrors = {};
  for (const key of known) {
    const message = Object.entries(fields).find(([field]) => field === key || field.startsWith(`${key}.`))?.[1];
    if (message) errors[key] = message;
  }
  return errors;
}
