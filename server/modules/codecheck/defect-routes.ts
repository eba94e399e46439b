import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authorBody,
  checkerConfigBody,
  checkerItem,
  ignoreBody,
  ingestQuery,
  fileLine,
  pagingQuery,
  segmentBody,
  taskLogQuery,
  taskLogResult,
  warnDetailBody,
  warnDetailResult,
  warnListBody,
  warnListResult,
} from '../../../contract/codecheck-defect';
import { taskIdParam, taskIdQuery, toolName } from '../../../contract/codecheck-task';
import { envelope } from '../../../contract/schema-helpers';
import { actorOf } from '../../auth/plugin';
import { ok } from '../../http/envelope';
import { requestLocale } from '../../http/locale';
import type { App } from '../../http/types';
import { MAX_INGEST_BYTES } from '../../analysis/ingest';
import type { DefectService } from './defect-service';
import type { IngestService } from './ingest-service';

const tally = z.array(z.object({ name: z.string(), count: z.number().int() }));
const toolParam = z.strictObject({ toolId: toolName });

export function defectRoutes(app: App, prefix: string, defects: DefectService) {
  const base = `${prefix}/defect/api/user`;
  const tags = ['code check: defects'];

  app.post(`${base}/warn/list`, {
    schema: { tags, querystring: pagingQuery, body: warnListBody, response: { 200: envelope(warnListResult) } },
    handler: async (request) => ok(await defects.list(actorOf(request), request.body, request.query)),
  });

  app.post(`${base}/warn/detail`, {
    schema: { tags, body: warnDetailBody, response: { 200: envelope(warnDetailResult) } },
    handler: async (request) => ok(await defects.detail(actorOf(request), request.body.taskId, request.body.toolName, request.body.id)),
  });

  app.post(`${base}/warn/fileContentSegment`, {
    schema: { tags, body: segmentBody, response: { 200: envelope(z.array(fileLine)) } },
    handler: async (request) => ok(await defects.segment(actorOf(request), request.body)),
  });

  app.get(`${base}/warn/checker/authors/toolName/:toolId`, {
    schema: { tags, params: toolParam, querystring: taskIdQuery, response: { 200: envelope(z.object({ checkers: tally, authors: tally })) } },
    handler: async (request) => ok(await defects.checkersAndAuthors(actorOf(request), request.query.taskId, request.params.toolId)),
  });

  app.put(`${base}/warn/author`, {
    schema: { tags, body: authorBody, response: { 200: envelope(z.object({ changed: z.number().int() })) } },
    handler: async (request) => ok({ changed: await defects.reassign(actorOf(request), request.body) }),
  });

  app.put(`${base}/warn/ignore`, {
    schema: { tags, body: ignoreBody, response: { 200: envelope(z.object({ changed: z.number().int() })) } },
    handler: async (request) => ok({ changed: await defects.setIgnored(actorOf(request), request.body) }),
  });

  app.get(`${base}/report/toolName/:toolId`, {
    schema: {
      tags,
      params: toolParam,
      querystring: taskIdQuery,
      response: {
        200: envelope(
          z.object({
            toolPattern: z.enum(['LINT', 'CCN', 'DUPC']),
            trend: z.array(z.record(z.string(), z.unknown())),
            latest: z.record(z.string(), z.unknown()).nullable(),
            band: z.string().nullable(),
            byAuthor: z.array(z.object({ author: z.string(), high: z.number().int(), medium: z.number().int(), low: z.number().int() })),
            bySeverity: z.object({ high: z.number().int(), medium: z.number().int(), low: z.number().int() }).nullable(),
          }),
        ),
      },
    },
    handler: async (request) => ok(await defects.report(actorOf(request), request.query.taskId, request.params.toolId)),
  });

  app.get(`${base}/checker/toolName/:name`, {
    schema: { tags, params: z.strictObject({ name: toolName }), querystring: taskIdQuery, response: { 200: envelope(z.array(checkerItem)) } },
    handler: async (request) => ok(await defects.checkers(actorOf(request), request.query.taskId, request.params.name)),
  });

  app.post(`${base}/checker/config/package`, {
    schema: { tags, body: checkerConfigBody, response: { 200: envelope(z.null()) } },
    handler: async (request) => {
      await defects.configureCheckers(actorOf(request), request.body);
      return ok(null);
    },
  });

  app.get(`${base}/tasklog`, {
    schema: { tags, querystring: taskLogQuery, response: { 200: envelope(taskLogResult) } },
    handler: async (request) => ok(await defects.taskLog(actorOf(request), request.query.taskId, request.query.toolName, request.query.pageNum, request.query.pageSize, requestLocale(request))),
  });

  app.get(`${prefix}/task/api/user/overview/:taskId`, {
    schema: { tags, params: taskIdParam, response: { 200: envelope(z.record(z.string(), z.unknown())) } },
    handler: async (request) => ok(await defects.overview(actorOf(request), request.params.taskId, requestLocale(request))),
  });
}

/** Pipelines upload SARIF (JSON) or checkstyle XML reports; both arrive as text. */
export function ingestRoutes(app: App, prefix: string, ingest: IngestService) {
  app.register(async (scope) => {
    scope.addContentTypeParser(['application/xml', 'text/xml'], { parseAs: 'string', bodyLimit: MAX_INGEST_BYTES }, (_request, body, done) => done(null, body));
    scope.addContentTypeParser('application/sarif+json', { parseAs: 'string', bodyLimit: MAX_INGEST_BYTES }, (_request, body, done) => done(null, body));
    scope.withTypeProvider<ZodTypeProvider>().post(`${prefix}/defect/api/user/ingest`, {
      bodyLimit: MAX_INGEST_BYTES,
      schema: {
        tags: ['code check: defects'],
        querystring: ingestQuery,
        body: z.union([z.string().min(1), z.record(z.string(), z.unknown())]),
        response: { 200: envelope(z.object({ buildNum: z.number().int(), findings: z.number().int(), skipped: z.number().int(), created: z.number().int(), fixed: z.number().int() })) },
      },
      handler: async (request) => {
        const text = typeof request.body === 'string' ? request.body : JSON.stringify(request.body);
        return ok(await ingest.ingest(actorOf(request), request.query.taskId, request.query.toolName, request.query.format, text));
      },
    });
  });
}
