import { CHUNK_LOAD_TIMEOUT_MS } from '../../contract/constants';

/** A screen's code could not be loaded: the import failed or took longer than the spec allows. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';

  constructor(
    readonly reason: 'timeout' | 'failed',
    options?: { cause?: unknown },
  ) {
    super(`screen code ${reason === 'timeout' ? 'timed out' : 'failed to load'}`, options);
  }
}

/** Every lazy screen is imported through here so a slow or broken chunk ends in one error screen. */
export function loadChunk<T>(importer: () => Promise<T>, timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError('timeout')), timeoutMs);
    importer().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (cause: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError('failed', { cause }));
      },
    );
  });
}
