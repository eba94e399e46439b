import { loadChunk } from '../lib/load-chunk';

/**
 * A contract module loaded with its first call. Entries carry their zod schemas, built when the
 * module is evaluated; the calls the shell itself makes (who is signed in, the route guards, the
 * notice) go through here so zod and those schemas stay out of the first download. A failed load
 * is tried again on the next call.
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
