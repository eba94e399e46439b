import { observable } from '@legendapp/state';
import { useSelector } from '@legendapp/state/react';
import type { ToastKind } from '../api/client';
import { loadChunk } from '../lib/load-chunk';
import { deferred } from './deferred';

// The toast machinery is only needed once something is said, so it loads with the first toast.
const loadToastArea = () => loadChunk(() => import('./toast-area'));
const ToastArea = deferred(loadToastArea, (module) => module.ToastArea);
const requested = observable(false);

/** Shows a message as the one toast on screen (spec §8). */
export function showToast(kind: ToastKind, message: string): void {
  requested.set(true);
  // Without the toast code (a failed load) the message cannot be shown; the screen itself still is.
  loadToastArea().then((module) => module.createToast(kind, message), () => undefined);
}

export function AppToaster() {
  const shown = useSelector(() => requested.get());
  return shown ? <ToastArea /> : null;
}
