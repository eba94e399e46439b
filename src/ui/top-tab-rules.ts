export type TopTab = 'home' | 'knowledge' | 'department' | 'project' | 'personal' | 'codecheck';

interface TabAccess {
  /** The switch call's `show`; unknown while it loads. */
  show: boolean | undefined;
  /** View permission on project libraries; unknown while it loads. */
  viewPermission: boolean | undefined;
}

/**
 * Spec §2/§6: home, knowledge base and department tabs only when the switch says so, the project
 * tab only with view permission, personal always. Code check is open to everyone. A tab whose rule
 * is still loading stays hidden rather than flashing in and out.
 */
export function visibleTopTabs(access: TabAccess): TopTab[] {
  const tabs: TopTab[] = [];
  if (access.show === true) tabs.push('home', 'knowledge', 'department');
  if (access.viewPermission === true) tabs.push('project');
  tabs.push('personal', 'codecheck');
  return tabs;
}

/**
 * How many tabs, from the first, the top bar shows in `available` pixels; the rest go under "more",
 * whose button then takes its own room. Tabs never wrap or shrink: a tab fits whole or moves.
 */
export function tabsThatFit(available: number, tabWidths: number[], moreWidth: number, gap: number): number {
  const all = tabWidths.reduce((sum, width) => sum + width, 0) + gap * Math.max(tabWidths.length - 1, 0);
  if (all <= available) return tabWidths.length;
  let used = moreWidth;
  let count = 0;
  for (const width of tabWidths) {
    if (used + gap + width > available) break;
    used += gap + width;
    count += 1;
  }
  return count;
}
