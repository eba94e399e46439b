import { AUDIT_RETENTION_DEFAULT_DAYS } from '../../contract/audit-events';
import { SECURITY_LIMITS } from '../../contract/constants';
import { PREVIEW_KINDS, type SecuritySettings, securitySettings } from '../../contract/manage-backoffice';
import type { Config } from '../config';
import type { Executor } from '../db/repositories';
import { errors } from '../errors';

/** How long one process trusts what it read; a change made through this process applies at once. */
const CACHE_MS = 5_000;
const KEY = 'security';

type Defaults = Pick<Config, 'sessionIdleMs' | 'sessionMaxMs' | 'loginRateLimit' | 'loginAddressRateLimit' | 'repoAllowedHosts' | 'repoLocalRoots'>;

const clamp = (value: number, limits: { min: number; max: number }) => Math.min(limits.max, Math.max(limits.min, Math.round(value)));

/** The settings before anyone changes them: the environment's values where it has them. */
export function defaultSecuritySettings(config: Defaults): SecuritySettings {
  return {
    passwordMinLength: 8,
    passwordRequireDigit: false,
    passwordRequireLetter: false,
    sessionIdleMinutes: clamp(config.sessionIdleMs / 60_000, SECURITY_LIMITS.sessionIdleMinutes),
    sessionMaxHours: clamp(config.sessionMaxMs / 3_600_000, SECURITY_LIMITS.sessionMaxHours),
    loginRateLimit: clamp(config.loginRateLimit, SECURITY_LIMITS.loginRateLimit),
    loginAddressRateLimit: clamp(config.loginAddressRateLimit, SECURITY_LIMITS.loginAddressRateLimit),
    repoAllowedHosts: [...config.repoAllowedHosts],
    repoLocalRoots: [...config.repoLocalRoots],
    previewKinds: [...PREVIEW_KINDS],
    allowExecutableUploads: true,
    auditRetentionDays: AUDIT_RETENTION_DEFAULT_DAYS,
  };
}

/**
 * The one place the security settings are read: the `settings` table over the environment's defaults,
 * kept for a few seconds. Whatever enforces a setting asks `current()` (or `snapshot()` where it cannot
 * wait) on each use, so a change applies from the next request without a restart.
 */
export function securitySettingsStore(db: Executor, config: Defaults, now = () => Date.now()) {
  const defaults = defaultSecuritySettings(config);
  let cached: { value: SecuritySettings; at: number } = { value: defaults, at: Number.NEGATIVE_INFINITY };
  let loading: Promise<SecuritySettings> | null = null;

  async function load(): Promise<SecuritySettings> {
    const row = await db.selectFrom('settings').select('value').where('key', '=', KEY).executeTakeFirst();
    let stored: Partial<SecuritySettings> = {};
    if (row) {
      try {
        const parsed = securitySettings.partial().safeParse(JSON.parse(row.value));
        if (parsed.success) stored = parsed.data;
      } catch {
        // A row that is not JSON is ignored: the defaults apply.
      }
    }
    const value = { ...defaults, ...Object.fromEntries(Object.entries(stored).filter(([, v]) => v !== undefined)) } as SecuritySettings;
    cached = { value, at: now() };
    return value;
  }

  function refresh(): Promise<SecuritySettings> {
    loading ??= load().finally(() => {
      loading = null;
    });
    return loading;
  }

  return {
    async current(): Promise<SecuritySettings> {
      if (now() - cached.at < CACHE_MS) return cached.value;
      return refresh();
    },

    /** The last settings read, at once; reads them again in the background when they are old. */
    snapshot(): SecuritySettings {
      if (now() - cached.at >= CACHE_MS) void refresh().catch(() => undefined);
      return cached.value;
    },

    /**
     * Writes the settings with `executor` (the change's transaction); `applied` makes them current here.
     * Only what differs from the defaults is stored, so the environment stays the default of the rest.
     */
    async write(executor: Executor, value: SecuritySettings) {
      const overrides = Object.fromEntries(Object.entries(value).filter(([key, v]) => JSON.stringify(v) !== JSON.stringify(defaults[key as keyof SecuritySettings])));
      const text = JSON.stringify(overrides);
      await executor
        .insertInto('settings')
        .values({ key: KEY, value: text })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value: text }))
        .execute();
    },

    applied(value: SecuritySettings) {
      cached = { value, at: now() };
    },

    /** Another process changed the settings: the next use reads them again. */
    forget() {
      cached = { value: cached.value, at: Number.NEGATIVE_INFINITY };
    },
  };
}

export type SecuritySettingsStore = ReturnType<typeof securitySettingsStore>;

/** Refuses a password the policy does not allow, with the rule it breaks. */
export function assertPasswordAllowed(settings: SecuritySettings, password: string) {
  if ([...password].length < settings.passwordMinLength) throw errors.badRequest('passwordTooShort', { count: settings.passwordMinLength });
  if (settings.passwordRequireDigit && !/\d/.test(password)) throw errors.badRequest('passwordNeedsDigit');
  if (settings.passwordRequireLetter && !/\p{L}/u.test(password)) throw errors.badRequest('passwordNeedsLetter');
}
