import type { Translation } from '../../i18n/i18n-types';

/** Every screen names itself by its title's message key: titles, breadcrumbs and 'building' pages read it. */
export type ScreenKey = keyof Translation['screens'];

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    screen?: ScreenKey;
  }
}
