import { isAbsoluteDirectory, isHost, type SecuritySettings } from '../../../contract/manage-backoffice';
import type { Actor } from '../../auth/actor';
import { errors } from '../../errors';
import type { SecuritySettingsStore } from '../../settings/security-settings';
import { backOfficePolicy } from '../users/backoffice-policy';
import type { AdminRecordRepositories } from './admin-record-repo';

const unique = (values: string[]) => [...new Set(values)];

/** The back office's security settings: read them, change them (recorded; in force from the next request). */
export function securityService(repos: AdminRecordRepositories, deps: { store: SecuritySettingsStore; now?: () => number }) {
  const { store } = deps;
  const now = deps.now ?? Date.now;
  return {
    async get(actor: Actor): Promise<SecuritySettings> {
      backOfficePolicy.authorize(actor, 'administer');
      return store.current();
    },

    async save(actor: Actor, input: SecuritySettings): Promise<SecuritySettings> {
      backOfficePolicy.authorize(actor, 'administer');
      const badHost = input.repoAllowedHosts.find((host) => !isHost(host));
      if (badHost !== undefined) throw errors.badRequest('securityBadHost', { name: badHost }, { repoAllowedHosts: badHost });
      const badRoot = input.repoLocalRoots.find((root) => !isAbsoluteDirectory(root));
      if (badRoot !== undefined) throw errors.badRequest('securityBadRoot', { name: badRoot }, { repoLocalRoots: badRoot });
      if (input.sessionIdleMinutes > input.sessionMaxHours * 60) throw errors.badRequest('securityIdleOverMax', {}, { sessionIdleMinutes: String(input.sessionIdleMinutes) });
      const value: SecuritySettings = {
        ...input,
        repoAllowedHosts: unique(input.repoAllowedHosts.map((host) => host.toLowerCase())),
        repoLocalRoots: unique(input.repoLocalRoots),
        previewKinds: unique(input.previewKinds) as SecuritySettings['previewKinds'],
      };
      const before = await store.current();
      const changed = (Object.keys(value) as (keyof SecuritySettings)[]).filter((key) => JSON.stringify(value[key]) !== JSON.stringify(before[key]));
      await repos.transaction(async (tx) => {
        await store.write(tx.executor, value);
        await tx.adminRecord.record(
          { actorId: actor.id, action: 'SECURITY_UPDATE', subject: changed.join(', ') || '-' },
          now(),
        );
      });
      store.applied(value);
      return value;
    },
  };
}

export type SecurityService = ReturnType<typeof securityService>;
