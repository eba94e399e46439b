import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { defectEndpoints as api, defectExportEndpoints as exportApi } from '../../../contract/codecheck-defect';
import { TASK_LIMITS } from '../../../contract/constants';
import { actorOf } from '../../auth/plugin';
import { serve, serveBytes } from '../../http/endpoint-routes';
import { requestLocale } from '../../http/locale';
import type { App } from '../../http/types';
import type { DefectService } from './defect-service';
import type { FindingsExportService } from './findings-export-service';
import type { IngestService } from './ingest-service';

export function defectRoutes(app: App, prefix: string, defects: DefectService) {
  serve(app, prefix, api.list, ({ request, body, query }) => defects.list(actorOf(request), body, query));
  serve(app, prefix, api.detail, ({ request, body }) => defects.detail(actorOf(request), body.taskId, body.toolName, body.id));
  serve(app, prefix, api.segment, ({ request, body }) => defects.segment(actorOf(request), body));
  serve(app, prefix, api.checkersAndAuthors, ({ request, params, query }) => defects.checkersAndOwners(actorOf(request), query.taskId, params.toolId));
  serve(app, prefix, api.reassign, async ({ request, body }) => ({ changed: await defects.reassign(actorOf(request), body) }));
  serve(app, prefix, api.ignore, async ({ request, body }) => ({ changed: await defects.setIgnored(actorOf(request), body) }));
  serve(app, prefix, api.report, ({ request, params, query }) => defects.report(actorOf(request), query.taskId, params.toolId));
  serve(app, prefix, api.checkers, ({ request, params, query }) => defects.checkers(actorOf(request), query.taskId, params.name));
  serve(app, prefix, api.configureCheckers, async ({ request, body }) => {
    await defects.configureCheckers(actorOf(request), body);
    return null;
  });
  serve(app, prefix, api.taskLog, ({ request, query }) =>
    defects.taskLog(actorOf(request), query.taskId, query.toolName, query, requestLocale(request)),
  );
  serve(app, prefix, api.overview, ({ request, params }) => defects.overview(actorOf(request), params.taskId, requestLocale(request)));
}

/** A task's findings for other tools: the SARIF log and the checkstyle report download as files named after the task. */
export function exportRoutes(app: App, prefix: string, exports: FindingsExportService) {
  serveBytes(app, prefix, exportApi.sarif, async ({ request, reply, params }) => {
    const { fileName, log } = await exports.sarif(actorOf(request), params.taskId, requestLocale(request));
    await reply
      .header('content-type', 'application/sarif+json; charset=utf-8')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'no-store')
      .send(JSON.stringify(log, null, 2));
  });
  serveBytes(app, prefix, exportApi.checkstyle, async ({ request, reply, params }) => {
    const { fileName, xml } = await exports.checkstyle(actorOf(request), params.taskId, requestLocale(request));
    await reply
      .header('content-type', 'application/xml; charset=utf-8')
      .header('content-disposition', `attachment; filename="${fileName}"`)
      .header('cache-control', 'no-store')
      .send(xml);
  });
}

/** Pipelines upload SARIF (JSON) or checkstyle XML reports; both arrive as text. */
export function ingestRoutes(app: App, prefix: string, ingest: IngestService) {
  app.register(async (scope) => {
    scope.addContentTypeParser(['application/xml', 'text/xml'], { parseAs: 'string', bodyLimit: TASK_LIMITS.reportBytesMax }, (_request, body, done) => done(null, body));
    scope.addContentTypeParser('application/sarif+json', { parseAs: 'string', bodyLimit: TASK_LIMITS.reportBytesMax }, (_request, body, done) => done(null, body));
    serve(
      scope.withTypeProvider<ZodTypeProvider>(),
      prefix,
      api.ingest,
      ({ request, query, body }) => {
        const text = typeof body === 'string' ? body : JSON.stringify(body);
        return ingest.ingest(actorOf(request), query.taskId, query.toolName, query.format, text);
      },
      { bodyLimit: TASK_LIMITS.reportBytesMax },
    );
  });
}
