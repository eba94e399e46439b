import { peopleEndpoints as api } from '../../../contract/people';
import { actorOf } from '../../auth/plugin';
import type { ApiModule } from '../../http/api-module';
import { serve } from '../../http/endpoint-routes';
import { requestLocale } from '../../http/locale';
import type { PeopleServices } from './services';

/** The back office's people, departments and groups (classification admins). */
export const peopleModule: ApiModule<PeopleServices> = (app, { apiPrefix: prefix }, { people, organisation }) => {
  serve(app, prefix, api.list, ({ request, query }) => people.list(actorOf(request), query));
  serve(app, prefix, api.create, ({ request, body }) => people.create(actorOf(request), body));
  serve(app, prefix, api.update, ({ request, params, body }) => people.update(actorOf(request), params.id, body));
  serve(app, prefix, api.deactivate, ({ request, params }) => people.setActive(actorOf(request), params.id, false));
  serve(app, prefix, api.activate, ({ request, params }) => people.setActive(actorOf(request), params.id, true));
  serve(app, prefix, api.resetPassword, ({ request, params, body }) => people.resetPassword(actorOf(request), params.id, body.password));
  serve(app, prefix, api.importPreview, ({ request, body }) => people.importPreview(actorOf(request), body.csv, requestLocale(request)));
  serve(app, prefix, api.importPeople, ({ request, body }) => people.importPeople(actorOf(request), body.csv, requestLocale(request)));
  serve(app, prefix, api.departments, ({ request }) => organisation.departments(actorOf(request)));
  serve(app, prefix, api.createDepartment, ({ request, body }) => organisation.createDepartment(actorOf(request), body));
  serve(app, prefix, api.updateDepartment, ({ request, params, body }) => organisation.updateDepartment(actorOf(request), params.id, body));
  serve(app, prefix, api.deleteDepartment, ({ request, params }) => organisation.deleteDepartment(actorOf(request), params.id));
  serve(app, prefix, api.groups, ({ request }) => organisation.groups(actorOf(request)));
  serve(app, prefix, api.createGroup, ({ request, body }) => organisation.createGroup(actorOf(request), body));
  serve(app, prefix, api.updateGroup, ({ request, params, body }) => organisation.updateGroup(actorOf(request), params.id, body));
  serve(app, prefix, api.deleteGroup, ({ request, params }) => organisation.deleteGroup(actorOf(request), params.id));
  serve(app, prefix, api.members, ({ request, params }) => organisation.members(actorOf(request), params.id));
  serve(app, prefix, api.setMembers, ({ request, params, body }) => organisation.setMembers(actorOf(request), params.id, body.accounts));
};
