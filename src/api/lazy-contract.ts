import { loadChunk } from '../lib/load-chunk';

/**
 * A contract module loaded with its first call. Entries carry their zod schemas, built when the
 * module is evaluated; the calls the shell itself makes (the notice, the lists of src/api/common.ts) go
 * through here so zod and those schemas stay out of the first download. Who is signed in is asked
 * by method and path alone (contract/session-calls.ts), so that first request waits for no module.
 * A failed load is tried again on the next call.
 */
export function lazyContract<Module>(importer: () => Promise<Module>): () => Promise<Module> {
  let loading: Promise<Module> | null = null;
  return () => {
    loading ??= loadChunk(importer).catch((error: unknown) => {
      loading = null;
      throw error;
    });
    return loading;
  };
}
