/**
 * Operation records: what was done, by whom, when, and to which file or folder. A module of its own, free
 * of zod, so a screen can list the actions without pulling the shell's constants up.
 */
export const LIBRARY_OPERATIONS = [
  'LIBRARY_CREATE',
  'LIBRARY_UPDATE',
  'LIBRARY_DELETE',
  'LIBRARY_RESTORE',
  'GRANT',
  'REVOKE',
  'CREATE_FOLDER',
  'UPLOAD',
  'NEW_VERSION',
  'RESTORE_VERSION',
  'RENAME',
  'MOVE',
  'COPY',
  'DELETE',
  'RESTORE',
  'PURGE',
  'EMPTY_RECYCLE',
  'EXPIRE',
] as const;
