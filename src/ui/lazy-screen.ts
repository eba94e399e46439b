import { lazyRouteComponent } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { loadChunk } from '../lib/load-chunk';

/**
 * A route component loaded on first visit. Failures surface as ChunkLoadError, which the router's
 * error screen turns into the chunk-load message with a reload button.
 */
export function lazyScreen<Module extends Record<string, ComponentType>>(importer: () => Promise<Module>, exportName: keyof Module & string) {
  return lazyRouteComponent(() => loadChunk(importer), exportName);
}
