import type { MetadataType } from '../../contract/common';

/** Query keys of the code-check area, built in one place and all under one root. */
export const codecheckKeys = {
  all: ['codecheck'] as const,
  /** Sorted, so the same types asked in another order share a cache entry. */
  metadata: (types: readonly MetadataType[]) => [...codecheckKeys.all, 'metadata', [...types].sort()] as const,
  projects: () => [...codecheckKeys.all, 'projects'] as const,
  tools: () => [...codecheckKeys.all, 'tools'] as const,
  tasks: () => [...codecheckKeys.all, 'tasks'] as const,
  task: (taskId: number) => [...codecheckKeys.all, 'task', taskId] as const,
};
