import { z } from 'zod';

export const toolPattern = z.enum(['LINT', 'CCN', 'DUPC']);
export type ToolPattern = z.infer<typeof toolPattern>;

export interface ToolCatalogueEntry {
  name: string;
  pattern: ToolPattern;
  displayName: string;
  langs: string[];
}

/** The ten tools of spec §3, in the order the tool picker shows them. */
export const TOOL_CATALOGUE: readonly ToolCatalogueEntry[] = [
  { name: 'CCN', pattern: 'CCN', displayName: 'Cyclomatic complexity', langs: ['JAVASCRIPT', 'TYPESCRIPT', 'PYTHON', 'JAVA', 'GO', 'C_CPP', 'C_SHARP', 'KOTLIN', 'PHP', 'RUBY'] },
  { name: 'DUPC', pattern: 'DUPC', displayName: 'Duplications', langs: ['JAVASCRIPT', 'TYPESCRIPT', 'PYTHON', 'JAVA', 'GO', 'C_CPP', 'C_SHARP', 'KOTLIN', 'PHP', 'RUBY'] },
  { name: 'CPPLINT', pattern: 'LINT', displayName: 'CppLint', langs: ['C_CPP'] },
  { name: 'PYLINT', pattern: 'LINT', displayName: 'PyLint', langs: ['PYTHON'] },
  { name: 'ESLINT', pattern: 'LINT', displayName: 'ESLint', langs: ['JAVASCRIPT', 'TYPESCRIPT'] },
  { name: 'DETEKT', pattern: 'LINT', displayName: 'detekt', langs: ['KOTLIN'] },
  { name: 'CHECKSTYLE', pattern: 'LINT', displayName: 'Checkstyle', langs: ['JAVA'] },
  { name: 'STYLECOP', pattern: 'LINT', displayName: 'StyleCop', langs: ['C_SHARP'] },
  { name: 'GOML', pattern: 'LINT', displayName: 'Gometalinter', langs: ['GO'] },
  { name: 'PHPCS', pattern: 'LINT', displayName: 'PHPCS', langs: ['PHP'] },
];

export const toolEntry = z.object({
  name: z.string(),
  pattern: toolPattern,
  displayName: z.string(),
  toolName: z.string(),
  toolPattern: toolPattern,
  toolDisplayName: z.string(),
  langs: z.array(z.string()),
  routes: z.array(z.string()),
});
export type ToolEntry = z.infer<typeof toolEntry>;

/** Code-check languages (metadata LANG). */
export const CODE_LANGUAGES = [
  { key: 'C_CPP', name: 'C/C++' },
  { key: 'JAVA', name: 'Java' },
  { key: 'JAVASCRIPT', name: 'JavaScript' },
  { key: 'TYPESCRIPT', name: 'TypeScript' },
  { key: 'PYTHON', name: 'Python' },
  { key: 'GO', name: 'Go' },
  { key: 'C_SHARP', name: 'C#' },
  { key: 'KOTLIN', name: 'Kotlin' },
  { key: 'PHP', name: 'PHP' },
  { key: 'RUBY', name: 'Ruby' },
] as const;

/** Screens a tool offers inside a task (spec §2 per-tool rows). */
export function toolRoutes(pattern: ToolPattern): string[] {
  if (pattern === 'CCN') return ['risky-functions', 'charts'];
  if (pattern === 'DUPC') return ['duplicated-files', 'charts'];
  return ['defects', 'charts', 'checkers'];
}
