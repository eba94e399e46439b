import type { SecuritySettingsStore } from '../settings/security-settings';
import type { WorkerLink } from './worker-link';

const SETTINGS_CHANGED = 'security-settings:changed';

/**
 * The security settings as every worker of this server sees them: a change saved through one worker
 * applies in the others from their next request, instead of once their few seconds of cache run out.
 */
export function sharedSecuritySettings(store: SecuritySettingsStore, link: WorkerLink | null): SecuritySettingsStore {
  if (!link) return store;
  link.onCast(SETTINGS_CHANGED, () => store.forget());
  return {
    ...store,
    applied(value) {
      store.applied(value);
      link.cast(SETTINGS_CHANGED, null);
    },
  };
}
