/**
 * What a tool can offer inside a task (spec §2 per-tool rows), in the order the tabs show them. Kept
 * apart from tools.ts, which builds schemas, so the web's route tree can name them without zod.
 */
export const TOOL_VIEWS = ['defects', 'risky-functions', 'duplicated-files', 'charts', 'checkers'] as const;
export type ToolView = (typeof TOOL_VIEWS)[number];
