import { ccnTool } from './ccn/ccn-tool';
import { duplicationTool } from './duplication-tool';
import { checkstyleTool } from './lint/checkstyle-adapter';
import { cppcheckTool } from './lint/cppcheck-adapter';
import { cpplintTool } from './lint/cpplint-adapter';
import { eslintTool } from './lint/eslint-adapter';
import { govetTool } from './lint/govet-adapter';
import { detektTool, gometalinterTool, stylecopTool } from './lint/ingest-only-adapters';
import { phpcsTool } from './lint/phpcs-adapter';
import { pylintTool } from './lint/pylint-adapter';
import type { LanguageKey, ToolAdapter, ToolName, ToolPattern } from './types';

/**
 * Every analysis tool by name: the ten of spec §3 in the order the tool picker shows them, then
 * cppcheck and go vet, which run where installed as extra lint tools.
 */

const TOOLS: readonly ToolAdapter[] = [
  ccnTool,
  duplicationTool,
  cpplintTool,
  pylintTool,
  eslintTool,
  detektTool,
  checkstyleTool,
  stylecopTool,
  gometalinterTool,
  phpcsTool,
  cppcheckTool,
  govetTool,
];

const BY_NAME = new Map<string, ToolAdapter>(TOOLS.map((tool) => [tool.name, tool]));

export function allTools(): readonly ToolAdapter[] {
  return TOOLS;
}

export function getTool(name: string): ToolAdapter | undefined {
  return BY_NAME.get(name);
}

export function isToolName(name: string): name is ToolName {
  return BY_NAME.has(name);
}

export interface ToolListing {
  name: ToolName;
  pattern: ToolPattern;
  displayName: string;
  languages: LanguageKey[];
  ingestOnly: boolean;
  installed: boolean;
  version?: string;
  reason?: string;
}

let listing: Promise<ToolListing[]> | undefined;

/** Each tool with whether it can run here. Probing starts programs, so the answer is kept for the process. */
export function listTools(options: { refresh?: boolean } = {}): Promise<ToolListing[]> {
  if (!listing || options.refresh) {
    listing = Promise.all(
      TOOLS.map(async (tool) => {
        const availability = await tool.available().catch((error: unknown) => ({
          installed: false,
          version: undefined,
          reason: (error as Error).message,
        }));
        return {
          name: tool.name,
          pattern: tool.pattern,
          displayName: tool.displayName,
          languages: tool.languages,
          ingestOnly: tool.ingestOnly,
          ...availability,
        };
      }),
    );
  }
  return listing;
}
