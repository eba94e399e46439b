import { type ComponentType, lazy, Suspense } from 'react';
import { loadChunk } from '../lib/load-chunk';

/**
 * A piece of the shell the first screen does not wait for (the notice, the toasts): its code loads
 * once the piece is rendered, and a piece whose code cannot load shows nothing rather than taking
 * the page down with it.
 */
export function deferred<Module>(importer: () => Promise<Module>, pick: (module: Module) => ComponentType): ComponentType {
  const Piece = lazy<ComponentType>(() =>
    loadChunk(importer).then(
      (module) => ({ default: pick(module) }),
      () => ({ default: () => null }),
    ),
  );
  return function Deferred() {
    return (
      <Suspense fallback={null}>
        <Piece />
      </Suspense>
    );
  };
}
