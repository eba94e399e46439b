import type { ToolView } from '../../../contract/tool-views';

/** The tool a task's tool screens show, as its route found it in the catalogue: its name and the views it offers. */
export interface TaskTool {
  name: string;
  displayName: string;
  views: readonly ToolView[];
}
