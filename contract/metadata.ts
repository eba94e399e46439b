import type { MetadataType } from './common';
import { CODE_LANGUAGES } from './tools';

/**
 * Code-check metadata (spec §3 'Metadata types'): the codes of each type, in the order they are
 * listed. Their names are the server's to give, in the reader's language.
 */
export const METADATA: Record<MetadataType, readonly string[]> = {
  LANG: CODE_LANGUAGES.map((lang) => lang.key),
  TOOL_TYPE: ['STANDARD', 'DEFECT', 'CCN', 'DUPC'],
  TOOL_PATTERN: ['LINT', 'CCN', 'DUPC'],
  PARAM_TYPE: ['NUMBER', 'STRING', 'BOOLEAN', 'ENUM'],
};

/** Operation types that appear in code-check operation records (spec §7 getOperationAction). */
export const OPERATION_ACTIONS = [
  'CREATE',
  'UPDATE',
  'RENAME',
  'MOVE',
  'COPY',
  'DELETE',
  'RESTORE',
  'GRANT',
  'UPLOAD',
  'DOWNLOAD',
  'SCAN',
  'SUSPEND',
  'RESUME',
  'STOP_SCAN',
  'TOOLS',
  'FILTER',
  'CHECKERS',
  'HANDLER',
  'MEMBERS',
  'REPOSITORY',
  'SCHEDULE',
] as const;
export type OperationAction = (typeof OPERATION_ACTIONS)[number];
