import { taskEndpoints as api } from '../../../contract/codecheck-task';
import { actorOf } from '../../auth/plugin';
import { serve } from '../../http/endpoint-routes';
import { requestLocale } from '../../http/locale';
import type { App } from '../../http/types';
import type { ScanService } from './scan-service';
import type { TaskService } from './task-service';
import type { TaskSettingsService } from './task-settings-service';

export function taskRoutes(app: App, prefix: string, tasks: TaskService, settings: TaskSettingsService, scans: ScanService) {
  serve(app, prefix, api.list, ({ request }) => tasks.list(actorOf(request)));
  serve(app, prefix, api.create, async ({ request, body }) => ({ taskId: await tasks.create(actorOf(request), body) }));
  serve(app, prefix, api.update, async ({ request, body }) => {
    await tasks.update(actorOf(request), body);
    return null;
  });
  serve(app, prefix, api.remove, async ({ request, query }) => {
    await scans.stop(actorOf(request), query.taskId, { quiet: true });
    await tasks.remove(actorOf(request), query.taskId);
    return null;
  });
  serve(app, prefix, api.base, ({ request, query }) => tasks.detail(actorOf(request), query.taskId, requestLocale(request)));
  serve(app, prefix, api.info, ({ request, query }) => tasks.detail(actorOf(request), query.taskId, requestLocale(request)));
  serve(app, prefix, api.detail, ({ request, params }) => tasks.detail(actorOf(request), params.taskId, requestLocale(request)));
  serve(app, prefix, api.status, ({ request, query }) => tasks.status(actorOf(request), query.taskId));
  serve(app, prefix, api.members, ({ request, query }) => settings.members(actorOf(request), query.taskId));
  serve(app, prefix, api.setMembers, async ({ request, body }) => {
    await settings.setMembers(actorOf(request), body);
    return null;
  });
  serve(app, prefix, api.nameTaken, async ({ params }) => ({ duplicate: await tasks.isNameTaken(params.nameEn) }));
  serve(app, prefix, api.pathFilters, ({ request, params }) => settings.pathFilters(actorOf(request), params.taskId));
  serve(app, prefix, api.folderTree, ({ request, query }) => scans.folderTree(actorOf(request), query.taskId));
  serve(app, prefix, api.addPathFilter, async ({ request, body }) => {
    await settings.addPathFilter(actorOf(request), body.taskId, body.path);
    return null;
  });
  serve(app, prefix, api.deletePathFilter, async ({ request, query }) => {
    await settings.deletePathFilter(actorOf(request), query.taskId, query.path);
    return null;
  });
  serve(app, prefix, api.repository, ({ request, query }) => settings.repository(actorOf(request), query.taskId));
  serve(app, prefix, api.updateRepository, async ({ request, body }) => {
    await settings.updateRepository(actorOf(request), body);
    return null;
  });
  serve(app, prefix, api.projectRepositories, ({ request, params }) => tasks.reposOfProject(actorOf(request), params.projCode));
  serve(app, prefix, api.branches, ({ query }) => scans.branches(query.url));
  serve(app, prefix, api.setScanType, async ({ request, params, body }) => {
    await settings.setScanType(actorOf(request), body.taskId, params.scanType);
    return null;
  });
  serve(app, prefix, api.setTiming, async ({ request, body }) => {
    await settings.setTiming(actorOf(request), body);
    return null;
  });
  serve(app, prefix, api.suspend, async ({ request, body }) => {
    await settings.suspend(actorOf(request), body.taskId, body.reason);
    return null;
  });
  serve(app, prefix, api.resume, async ({ request, body }) => {
    await settings.resume(actorOf(request), body.taskId);
    return null;
  });
  serve(app, prefix, api.execute, async ({ request, body }) => ({ buildNum: await scans.execute(actorOf(request), body.taskId, 'manual', body.commit) }));
  serve(app, prefix, api.stopAnalysis, async ({ request, body }) => {
    await scans.stop(actorOf(request), body.taskId);
    return null;
  });
  serve(app, prefix, api.addTools, async ({ request, body }) => {
    await settings.addTools(actorOf(request), body);
    return tasks.tools(actorOf(request), body.taskId, requestLocale(request));
  });
  serve(app, prefix, api.setToolStatus, async ({ request, body }) => {
    await settings.setToolStatus(actorOf(request), body);
    return tasks.tools(actorOf(request), body.taskId, requestLocale(request));
  });
  serve(app, prefix, api.records, ({ request, params, query }) => tasks.records(actorOf(request), params.taskId, query.toolName || undefined, requestLocale(request)));
}
