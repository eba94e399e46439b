import { CODE_LANGUAGES, TOOL_CATALOGUE } from '../../../../contract/tools';
import type { TranslationFunctions } from '../../../../i18n/i18n-types';
import { toolLabel } from '../tool-label';
import type { Choice } from './choice-checkboxes';

export const LANGUAGE_CHOICES: Choice[] = CODE_LANGUAGES.map((lang) => ({ value: lang.key, label: lang.name }));

/** The tools of spec §3 that read at least one of the languages (complexity and duplication read them all). */
export function toolChoices(langs: readonly string[], LL: TranslationFunctions): Choice[] {
  return TOOL_CATALOGUE.filter((tool) => tool.langs.some((lang) => langs.includes(lang))).map((tool) => ({ value: tool.name, label: toolLabel(LL, tool.name) }));
}
