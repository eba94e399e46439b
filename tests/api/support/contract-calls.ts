import type { HttpMethod } from '../../../contract/endpoint';

export interface ContractCall {
  method: HttpMethod;
  path: string;
}

/** Every call the contract names, found in every contract file, so a call added later is covered by itself. */
export function contractCalls(): ContractCall[] {
  const modules = import.meta.glob<Record<string, unknown>>('../../../contract/*.ts', { eager: true });
  const calls = new Map<string, ContractCall>();
  for (const exported of Object.values(modules).flatMap((module) => Object.values(module))) {
    if (!exported || typeof exported !== 'object') continue;
    for (const entry of Object.values(exported as Record<string, unknown>)) {
      const call = entry as { method?: HttpMethod; path?: unknown };
      if (typeof call?.path === 'string' && call.path.startsWith('/') && call.method) calls.set(`${call.method} ${call.path}`, { method: call.method, path: call.path });
    }
  }
  return [...calls.values()];
}
