import { z } from 'zod';
import type { ToolView } from './tool-views';

export const toolPattern = z.enum(['LINT', 'CCN', 'DUPC']);
export type ToolPattern = z.infer<typeof toolPattern>;

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
export type LanguageKey = (typeof CODE_LANGUAGES)[number]['key'];

/** The complexity and duplication tools measure every code-check language. */
const EVERY_LANGUAGE: readonly LanguageKey[] = ['JAVASCRIPT', 'TYPESCRIPT', 'PYTHON', 'JAVA', 'GO', 'C_CPP', 'C_SHARP', 'KOTLIN', 'PHP', 'RUBY'];

interface ToolCatalogueEntry {
  name: string;
  pattern: ToolPattern;
  displayName: string;
  langs: readonly LanguageKey[];
  /** The tool picker offers the ten tools of spec §3; the others run where installed as extra lint tools. */
  inToolPicker: boolean;
}

/**
 * Every analysis tool the engine knows, once: the ten of spec §3 in the order the tool picker shows
 * them, then cppcheck and go vet. The engine's adapters take their names, pattern and languages
 * from here; whether a tool is installed is asked of its adapter.
 */
export const TOOLS = [
  { name: 'CCN', pattern: 'CCN', displayName: 'Cyclomatic complexity', langs: EVERY_LANGUAGE, inToolPicker: true },
  { name: 'DUPC', pattern: 'DUPC', displayName: 'Duplications', langs: EVERY_LANGUAGE, inToolPicker: true },
  { name: 'CPPLINT', pattern: 'LINT', displayName: 'CppLint', langs: ['C_CPP'], inToolPicker: true },
  { name: 'PYLINT', pattern: 'LINT', displayName: 'PyLint', langs: ['PYTHON'], inToolPicker: true },
  { name: 'ESLINT', pattern: 'LINT', displayName: 'ESLint', langs: ['JAVASCRIPT', 'TYPESCRIPT'], inToolPicker: true },
  { name: 'DETEKT', pattern: 'LINT', displayName: 'detekt', langs: ['KOTLIN'], inToolPicker: true },
  { name: 'CHECKSTYLE', pattern: 'LINT', displayName: 'Checkstyle', langs: ['JAVA'], inToolPicker: true },
  { name: 'STYLECOP', pattern: 'LINT', displayName: 'StyleCop', langs: ['C_SHARP'], inToolPicker: true },
  { name: 'GOML', pattern: 'LINT', displayName: 'Gometalinter', langs: ['GO'], inToolPicker: true },
  { name: 'PHPCS', pattern: 'LINT', displayName: 'PHPCS', langs: ['PHP'], inToolPicker: true },
  { name: 'CPPCHECK', pattern: 'LINT', displayName: 'Cppcheck', langs: ['C_CPP'], inToolPicker: false },
  { name: 'GOVET', pattern: 'LINT', displayName: 'go vet', langs: ['GO'], inToolPicker: false },
] as const satisfies readonly ToolCatalogueEntry[];

export type ToolName = (typeof TOOLS)[number]['name'];
export const TOOL_NAMES = TOOLS.map((tool) => tool.name) as [ToolName, ...ToolName[]];

/** The ten tools of spec §3, in the order the tool picker shows them. */
export const TOOL_CATALOGUE: readonly ToolCatalogueEntry[] = TOOLS.filter((tool) => tool.inToolPicker);

export type CataloguedTool = ToolCatalogueEntry & { name: ToolName };

export function catalogueEntry(name: ToolName): CataloguedTool {
  return TOOLS.find((tool) => tool.name === name)!;
}

export function findCatalogueEntry(name: string): CataloguedTool | undefined {
  return TOOLS.find((tool) => tool.name === name);
}

export const toolEntry = z.object({
  name: z.string(),
  pattern: toolPattern,
  displayName: z.string(),
  toolName: z.string(),
  toolPattern: toolPattern,
  toolDisplayName: z.string(),
  langs: z.array(z.enum(CODE_LANGUAGES.map((language) => language.key))).meta({ description: 'The code-check languages (metadata LANG) the tool covers' }),
  installed: z.boolean().meta({ description: 'Whether the tool runs on this server; a tool that does not takes its results from uploaded reports' }),
  routes: z.array(z.string()),
});

export { TOOL_VIEWS, type ToolView } from './tool-views';

/** The views a tool of this pattern offers; the tool list carries them as its `routes`. */
export function toolRoutes(pattern: ToolPattern): ToolView[] {
  if (pattern === 'CCN') return ['risky-functions', 'charts'];
  if (pattern === 'DUPC') return ['duplicated-files', 'charts'];
  return ['defects', 'charts', 'checkers'];
}
