import { type ComponentType, createContext, useContext } from 'react';
import type { SessionController } from './session-controller';

/**
 * What signing in and out asks of the upload queue. The app wires it to the upload feature, loaded on
 * demand, so the sign-in page neither knows the queue nor carries its code on a first visit.
 */
export interface SessionUploads {
  /** Uploads that waited for this sign-in go on at once, not after a retry timer. */
  resumeAfterSignIn(): void;
  /** The queue stops sending for the person leaving. */
  signOut(): Promise<void>;
  /** The list of uploads waiting for a sign-in, or null where this browser holds none. */
  loadWaitingList(): Promise<ComponentType | null>;
}

interface AppServices {
  session: SessionController;
  uploads: SessionUploads;
}

export const AppServicesContext = createContext<AppServices | null>(null);

export function useAppServices(): AppServices {
  const services = useContext(AppServicesContext);
  if (!services) throw new Error('useAppServices needs the AppServicesContext provider');
  return services;
}
