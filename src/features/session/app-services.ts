import { createContext, useContext } from 'react';
import type { SessionController } from './session-controller';

interface AppServices {
  session: SessionController;
}

export const AppServicesContext = createContext<AppServices | null>(null);

export function useAppServices(): AppServices {
  const services = useContext(AppServicesContext);
  if (!services) throw new Error('useAppServices needs the AppServicesContext provider');
  return services;
}
