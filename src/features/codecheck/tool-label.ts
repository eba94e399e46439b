import { findCatalogueEntry } from '../../../contract/tools';
import type { TranslationFunctions } from '../../../i18n/i18n-types';

type WordedTool = keyof TranslationFunctions['codecheck']['toolNames'];

function isWorded(name: string, LL: TranslationFunctions): name is WordedTool {
  return Object.hasOwn(LL.codecheck.toolNames, name);
}

/**
 * A tool's name as the reader sees it. Tools named by a word (complexity, duplication) come from the
 * localised catalogue; the others are proper names (ESLint, PyLint, Checkstyle) and read the same in
 * every language, from the tool catalogue, else as the server sent them.
 */
export function toolLabel(LL: TranslationFunctions, name: string, sentName?: string): string {
  if (isWorded(name, LL)) return LL.codecheck.toolNames[name]();
  return findCatalogueEntry(name)?.displayName ?? sentName ?? name;
}
