import type { Checker, ToolAdapter, ToolAvailability } from '../../analysis/types';

/**
 * What the task and defect services need to know about tools, kept narrow so tests can stand in a
 * registry of their own and the services never import a tool directly.
 */
export interface ToolRegistry {
  adapter(name: string): ToolAdapter | undefined;
  availability(name: string): Promise<ToolAvailability>;
  /** A tool's checkers, or undefined while its program is not installed here (ingest-only tools list none). */
  checkers(name: string): Promise<Checker[] | undefined>;
}

/** How a tool's installation is checked: its adapter's probe, unless a caller (a test) stands in another. */
export type InstallCheck = (adapter: ToolAdapter) => Promise<ToolAvailability>;

export function toolRegistry(adapters: readonly ToolAdapter[], installCheck: InstallCheck = (adapter) => adapter.available()): ToolRegistry {
  const byName = new Map(adapters.map((adapter) => [adapter.name as string, adapter]));
  const installed = new Map<string, Promise<ToolAvailability>>();
  const checkers = new Map<string, Checker[]>();

  async function availability(name: string): Promise<ToolAvailability> {
    const adapter = byName.get(name);
    if (!adapter) return { installed: false, reason: 'unknown tool' };
    const known = installed.get(name);
    if (known) return known;
    const probe = installCheck(adapter).catch((error: unknown): ToolAvailability => ({ installed: false, reason: String(error) }));
    // Probing starts programs, and an installed program stays installed while the server runs: ask once.
    // A missing one is asked again next time, so installing it takes effect without a restart.
    installed.set(name, probe);
    const answer = await probe;
    if (!answer.installed) installed.delete(name);
    return answer;
  }

  return {
    adapter: (name) => byName.get(name),
    availability,
    async checkers(name) {
      const adapter = byName.get(name);
      if (!adapter) return [];
      const known = checkers.get(name);
      if (known) return known;
      if (!adapter.ingestOnly && !(await availability(name)).installed) return undefined;
      const list = await adapter.checkers();
      // An empty list is never kept: it would hide the checkers of a linter installed a moment later.
      if (list.length > 0) checkers.set(name, list);
      return list;
    },
  };
}
