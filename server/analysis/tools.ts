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
import type { ToolAdapter } from './types';

const ADAPTERS: readonly ToolAdapter[] = [
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

/** Every analysis tool's adapter, in the catalogue's order (contract/tools.ts). */
export function allTools(): readonly ToolAdapter[] {
  return ADAPTERS;
}
