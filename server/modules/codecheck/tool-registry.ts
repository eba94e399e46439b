import type { Checker, ToolAdapter, ToolAvailability } from '../../analysis/types';

/**
 * What the task and defect services need to know about tools, kept narrow so tests can stand in a
 * registry of their own and the services never import a tool directly.
 */
export interface ToolRegistry {
  adapter(name: string): ToolAdapter | undefined;
  availability(name: string): Promise<ToolAvailability>;
  checkers(name: string): Promise<Checker[]>;
}

export function toolRegistry(adapters: readonly ToolAdapter[]): ToolRegistry {
  const byName = new Map(adapters.map((adapter) => [adapter.name as string, adapter]));
  const availability = new Map<string, Promise<ToolAvailability>>();
  const checkers = new Map<string, Promise<Checker[]>>();
  return {
    adapter: (name) => byName.get(name),
    availability(name) {
      const adapter = byName.get(name);
      if (!adapter) return Promise.resolve({ installed: false, reason: 'unknown tool' });
      // Whether a program is installed does not change while the server runs, and probing starts programs: ask once.
      if (!availability.has(name)) availability.set(name, adapter.available().catch((error) => ({ installed: false, reason: String(error) })));
      return availability.get(name)!;
    },
    checkers(name) {
      const adapter = byName.get(name);
      if (!adapter) return Promise.resolve([]);
      if (!checkers.has(name)) checkers.set(name, adapter.checkers().catch(() => []));
      return checkers.get(name)!;
    },
  };
}
