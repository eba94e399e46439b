import { useFilterChoices } from '../api/filter-choices';
import { useWarnList } from '../api/warn-list';
import { useRowSelection } from './row-selection';
import { useWarnActions } from './warn-actions';
import { useWarnScreenState } from './warn-screen-state';
import type { WarnSearch, WarnViewPath } from './warn-view';

/**
 * What every list of a tool's findings starts from: its view in the address, the page of findings
 * (the previous one stays on screen, dimmed, until the new one arrives), the filter choices, the
 * ticked rows and the actions on them.
 */
export function useWarnScreen(path: WarnViewPath, taskId: number, toolName: string, search: WarnSearch) {
  const state = useWarnScreenState(path, taskId, toolName, search);
  const { data, isPlaceholderData } = useWarnList(taskId, state.toolName, state.filter, state.paging);
  const { data: choices } = useFilterChoices(taskId, state.toolName);
  const selection = useRowSelection(state.viewKey);
  const actions = useWarnActions(taskId, state.toolName, selection.clear);
  return { state, data, loading: !data || isPlaceholderData, choices, selection, actions };
}
