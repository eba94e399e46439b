import { z } from 'zod';
import {
  addToolsBody,
  branchesQuery,
  createTaskBody,
  filterPathBody,
  filterPathDeleteQuery,
  folderNode,
  membersBody,
  operationRecord,
  pathFilter,
  repoUpdateBody,
  scanType,
  suspendBody,
  taskDetail,
  taskIdParam,
  taskIdQuery,
  taskList,
  taskTool,
  timingBody,
  toolStatusBody,
  updateTaskBody,
} from '../../../contract/codecheck-task';
import { OPERATION_ACTIONS } from '../../../contract/metadata';
import { envelope } from '../../../contract/schema-helpers';
import { actorOf } from '../../auth/plugin';
import { ok } from '../../http/envelope';
import { requestLocale } from '../../http/locale';
import type { App } from '../../http/types';
import type { ScanService } from './scan-service';
import type { TaskService } from './task-service';

const done = envelope(z.null());
const member = z.object({ account: z.string(), name: z.string() });

export function taskRoutes(app: App, prefix: string, tasks: TaskService, scans: ScanService) {
  const base = `${prefix}/task/api/user`;
  const tags = ['code check: tasks'];

  app.get(`${base}/task`, {
    schema: { tags, response: { 200: envelope(taskList) } },
    handler: async (request) => ok(await tasks.list(actorOf(request))),
  });

  app.post(`${base}/task`, {
    schema: { tags, body: createTaskBody, response: { 200: envelope(z.object({ taskId: z.number().int() })) } },
    handler: async (request) => ok({ taskId: await tasks.create(actorOf(request), request.body) }),
  });

  app.put(`${base}/task`, {
    schema: { tags, body: updateTaskBody, response: { 200: done } },
    handler: async (request) => {
      await tasks.update(actorOf(request), request.body);
      return ok(null);
    },
  });

  app.delete(`${base}/task`, {
    schema: { tags, querystring: taskIdQuery, response: { 200: done } },
    handler: async (request) => {
      await scans.stop(actorOf(request), request.query.taskId, { quiet: true });
      await tasks.remove(actorOf(request), request.query.taskId);
      return ok(null);
    },
  });

  for (const path of ['task/base', 'taskInfo']) {
    app.get(`${base}/${path}`, {
      schema: { tags, querystring: taskIdQuery, response: { 200: envelope(taskDetail) } },
      handler: async (request) => ok(await tasks.detail(actorOf(request), request.query.taskId)),
    });
  }

  app.get(`${base}/taskId/:taskId`, {
    schema: { tags, params: taskIdParam, response: { 200: envelope(taskDetail) } },
    handler: async (request) => ok(await tasks.detail(actorOf(request), request.params.taskId)),
  });

  app.get(`${base}/status`, {
    schema: { tags, querystring: taskIdQuery, response: { 200: envelope(z.object({ status: z.number().int(), suspendReason: z.string().nullable() })) } },
    handler: async (request) => ok(await tasks.status(actorOf(request), request.query.taskId)),
  });

  app.get(`${base}/memberList`, {
    schema: { tags, querystring: taskIdQuery, response: { 200: envelope(z.object({ admins: z.array(member), users: z.array(member) })) } },
    handler: async (request) => ok(await tasks.members(actorOf(request), request.query.taskId)),
  });

  app.put(`${base}/task/member`, {
    schema: { tags, body: membersBody, response: { 200: done } },
    handler: async (request) => {
      await tasks.setMembers(actorOf(request), request.body);
      return ok(null);
    },
  });

  app.get(`${base}/duplicate/streamName/:nameEn`, {
    schema: { tags, params: z.strictObject({ nameEn: z.string().min(1).max(100) }), response: { 200: envelope(z.object({ duplicate: z.boolean() })) } },
    handler: async (request) => ok({ duplicate: await tasks.isNameTaken(request.params.nameEn) }),
  });

  app.get(`${base}/filter/path/:taskId`, {
    schema: { tags, params: taskIdParam, response: { 200: envelope(z.array(pathFilter)) } },
    handler: async (request) => ok(await tasks.pathFilters(actorOf(request), request.params.taskId)),
  });

  app.get(`${base}/filter/path/tree`, {
    schema: { tags, querystring: taskIdQuery, response: { 200: envelope(folderNode) } },
    handler: async (request) => ok(await scans.folderTree(actorOf(request), request.query.taskId)),
  });

  app.post(`${base}/add/filter/path`, {
    schema: { tags, body: filterPathBody, response: { 200: done } },
    handler: async (request) => {
      await tasks.addPathFilter(actorOf(request), request.body.taskId, request.body.path);
      return ok(null);
    },
  });

  app.delete(`${base}/del/filter`, {
    schema: { tags, querystring: filterPathDeleteQuery, response: { 200: done } },
    handler: async (request) => {
      await tasks.deletePathFilter(actorOf(request), request.query.taskId, request.query.path);
      return ok(null);
    },
  });

  app.get(`${base}/code/lib`, {
    schema: {
      tags,
      querystring: taskIdQuery,
      response: { 200: envelope(z.object({ repoUrl: z.string(), branch: z.string(), hasCredential: z.boolean(), scanType: z.string(), lastCommit: z.string().nullable() })) },
    },
    handler: async (request) => ok(await tasks.repository(actorOf(request), request.query.taskId)),
  });

  app.put(`${base}/code/lib/update`, {
    schema: { tags, body: repoUpdateBody, response: { 200: done } },
    handler: async (request) => {
      await tasks.updateRepository(actorOf(request), request.body);
      return ok(null);
    },
  });

  app.get(`${base}/tool/repos/projCode/:projCode`, {
    schema: { tags, params: z.strictObject({ projCode: z.string().min(1).max(64) }), response: { 200: envelope(z.array(z.object({ url: z.string(), branch: z.string() }))) } },
    handler: async (request) => ok(await tasks.reposOfProject(actorOf(request), request.params.projCode)),
  });

  app.get(`${base}/tool/branches`, {
    schema: { tags, querystring: branchesQuery, response: { 200: envelope(z.array(z.string())) } },
    handler: async (request) => ok(await scans.branches(request.query.url)),
  });

  app.put(`${base}/scan/type/:scanType`, {
    schema: { tags, params: z.strictObject({ scanType }), body: taskIdQuery, response: { 200: done } },
    handler: async (request) => {
      await tasks.setScanType(actorOf(request), request.body.taskId, request.params.scanType);
      return ok(null);
    },
  });

  app.put(`${base}/timing`, {
    schema: { tags, body: timingBody, response: { 200: done } },
    handler: async (request) => {
      await tasks.setTiming(actorOf(request), request.body);
      return ok(null);
    },
  });

  app.put(`${base}/stop`, {
    schema: { tags, body: suspendBody, response: { 200: done } },
    handler: async (request) => {
      await tasks.suspend(actorOf(request), request.body.taskId, request.body.reason);
      return ok(null);
    },
  });

  app.put(`${base}/start`, {
    schema: { tags, body: taskIdQuery, response: { 200: done } },
    handler: async (request) => {
      await tasks.resume(actorOf(request), request.body.taskId);
      return ok(null);
    },
  });

  app.post(`${base}/execute`, {
    schema: { tags, body: taskIdQuery, response: { 200: envelope(z.object({ buildNum: z.number().int() })) } },
    handler: async (request) => ok({ buildNum: await scans.execute(actorOf(request), request.body.taskId, 'manual') }),
  });

  app.post(`${base}/stopAnalysisTask`, {
    schema: { tags, body: taskIdQuery, response: { 200: done } },
    handler: async (request) => {
      await scans.stop(actorOf(request), request.body.taskId);
      return ok(null);
    },
  });

  app.post(`${base}/tool`, {
    schema: { tags, body: addToolsBody, response: { 200: envelope(z.array(taskTool)) } },
    handler: async (request) => {
      await tasks.addTools(actorOf(request), request.body);
      return ok(await tasks.tools(actorOf(request), request.body.taskId));
    },
  });

  app.put(`${base}/tool/status`, {
    schema: { tags, body: toolStatusBody, response: { 200: envelope(z.array(taskTool)) } },
    handler: async (request) => {
      await tasks.setToolStatus(actorOf(request), request.body);
      return ok(await tasks.tools(actorOf(request), request.body.taskId));
    },
  });

  app.post(`${prefix}/defect/api/user/operation/taskId/:taskId`, {
    schema: {
      tags,
      params: taskIdParam,
      querystring: z.strictObject({ toolName: z.string().max(40).optional() }),
      body: z.strictObject({}).optional(),
      response: { 200: envelope(z.array(operationRecord)) },
    },
    handler: async (request) => {
      const zh = requestLocale(request) === 'zh-CN';
      const rows = await tasks.records(actorOf(request), request.params.taskId, request.query.toolName || undefined);
      return ok(
        rows.map((row) => {
          const action = OPERATION_ACTIONS.find((item) => item.key === row.operation_type);
          return {
            operator: row.operator,
            operationType: row.operation_type,
            operationTypeName: action ? (zh ? action.zh : action.en) : row.operation_type,
            toolName: row.tool_name,
            information: row.information,
            time: row.created_at,
          };
        }),
      );
    },
  });
}
