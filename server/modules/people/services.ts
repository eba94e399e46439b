import type { Db } from '../../db/database';
import type { SecuritySettingsStore } from '../../settings/security-settings';
import { organisationService } from './organisation-service';
import { peopleRepositories } from './people-repositories';
import { peopleService } from './people-service';

/** The back office's people and its organisation (departments, groups), over one set of repositories. */
export function peopleServices(db: Db, security: SecuritySettingsStore, now?: () => number) {
  const repos = peopleRepositories(db);
  return { people: peopleService(repos, { security, now }), organisation: organisationService(repos, { now }) };
}

export type PeopleServices = ReturnType<typeof peopleServices>;
