/**
 * Validation rules of spec §5, shared by the web forms and the server schemas.
 * Each check returns a message key with its parameters (or null), so each side
 * renders it in the reader's language.
 */
export type ValidationKey =
  | 'necessary'
  | 'minLength'
  | 'maxLength'
  | 'nameChars'
  | 'nameCharsCn'
  | 'atLeastOne'
  | 'invalidRepoUrl'
  | 'invalidBranch'
  | 'invalidTime'
  | 'invalidCommit'
  | 'nameControlChars'
  | 'nulChar'
  | 'invalidAccount'
  | 'invalidEmail'
  | 'invalidPhone';

export interface ValidationIssue {
  key: ValidationKey;
  params?: { count: number };
}

/** A non-ASCII character or a caret counts 2, everything else 1. */
export function textLength(value: string): number {
  let length = 0;
  for (const char of value) {
    length += char === '^' || char.codePointAt(0)! > 127 ? 2 : 1;
  }
  return length;
}

const NAME = /^[A-Za-z0-9_]+$/;
const NAME_WITH_CHINESE = /^[A-Za-z0-9_\u4e00-\u9fa5]+$/;

/**
 * Characters no name of a file, folder, library or template may hold: C0 and C1 controls, and the
 * bidirectional controls (U+200E, U+200F, U+061C, U+202A–U+202E, U+2066–U+2069) that reorder how a name
 * is shown, so that `invoice<U+202E>txt.exe` would read as `invoiceexe.txt`.
 */
const UNSAFE_NAME_CHARS = /[\u0000-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/;

export function hasUnsafeNameChars(value: string): boolean {
  return UNSAFE_NAME_CHARS.test(value);
}

export interface TextRules {
  required?: boolean;
  min?: number;
  max?: number;
  name?: 'plain' | 'chinese';
  /** A name people read (a library, a template): no control or text direction characters. */
  displayName?: boolean;
}

export function checkText(value: string | null | undefined, rules: TextRules): ValidationIssue | null {
  const text = value ?? '';
  if (text.trim() === '') return rules.required ? { key: 'necessary' } : null;
  const length = textLength(text);
  if (rules.min !== undefined && length < rules.min) return { key: 'minLength', params: { count: rules.min } };
  if (rules.max !== undefined && length > rules.max) return { key: 'maxLength', params: { count: rules.max } };
  if (rules.name === 'plain' && !NAME.test(text)) return { key: 'nameChars' };
  if (rules.name === 'chinese' && !NAME_WITH_CHINESE.test(text)) return { key: 'nameCharsCn' };
  if (rules.displayName && hasUnsafeNameChars(text)) return { key: 'nameControlChars' };
  return null;
}

/** Issue messages travel through zod as `v:<key>:<count>` so the server can localise them later. */
export function encodeIssue(issue: ValidationIssue): string {
  return `v:${issue.key}:${issue.params?.count ?? ''}`;
}

export function decodeIssue(message: string): ValidationIssue | null {
  const match = /^v:(necessary|minLength|maxLength|nameChars|nameCharsCn|atLeastOne|invalidRepoUrl|invalidBranch|invalidTime|invalidCommit|nameControlChars|nulChar):(\d*)$/.exec(message);
  if (!match) return null;
  const key = match[1] as ValidationKey;
  return match[2] ? { key, params: { count: Number(match[2]) } } : { key };
}
