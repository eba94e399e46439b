import { lazyRouteComponent } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { loadChunk } from '../lib/load-chunk';

/**
 * A route component loaded on first visit, taking the props its screen takes. Failures surface as
 * ChunkLoadError, which the router's error screen turns into the chunk-load message with a reload button.
 */
export function lazyScreen<Module extends Record<string, ComponentType<never>>, Name extends keyof Module & string>(importer: () => Promise<Module>, exportName: Name) {
  return lazyRouteComponent(() => loadChunk(importer), exportName);
}
