import { accessTokenAdminEndpoints as tokenApi } from '../../../contract/access-tokens';
import { backofficeEndpoints as api, backofficeExportEndpoints as bytes } from '../../../contract/manage-backoffice';
import { actorOf } from '../../auth/plugin';
import type { Db } from '../../db/database';
import type { ApiModule } from '../../http/api-module';
import { serve, serveBytes } from '../../http/endpoint-routes';
import { requestLocale } from '../../http/locale';
import type { SecuritySettingsStore } from '../../settings/security-settings';
import type { ShareTemplateRepo } from '../library/grant-repo';
import type { LibraryService } from '../library/library-service';
import type { LibraryPolicy } from '../library/policy';
import type { ShareTemplateService } from '../library/share-template-service';
import type { RecycleService } from '../recycle/recycle-service';
import type { WikiArea } from '../wiki/wiki-area';
import type { WikiRepositories } from '../wiki/wiki-repositories';
import { adminRecordRepositories } from './admin-record-repo';
import { grantOverviewRepo } from './grant-overview-repo';
import { grantOverviewService } from './grant-overview-service';
import { recycleOverviewRepo } from './recycle-overview-repo';
import { recycleOverviewService } from './recycle-overview-service';
import { securityService } from './security-service';
import { templateService } from './template-service';
import { tokenOverviewRepositories, tokenOverviewService } from './token-overview-service';

/** The back office's permission overview, security settings, recycle bin, share templates and everyone's access tokens (classification admins). */
/** What the back office takes from the document area, as the lower modules' own types. */
interface BackofficeDocuments {
  policy: LibraryPolicy;
  repos: WikiRepositories & { shareTemplates: ShareTemplateRepo };
  recycle: RecycleService;
  libraries: LibraryService;
  templates: ShareTemplateService;
}

export const backofficeModule: ApiModule<{ db: Db; documents: BackofficeDocuments; wiki: WikiArea; security: SecuritySettingsStore }> = (
  app,
  { apiPrefix: prefix },
  { db, documents, wiki, security },
) => {
  const overview = grantOverviewService({ ...documents.repos, grantOverview: grantOverviewRepo(db) }, { policy: documents.policy, wikiAccess: wiki.access });
  const settings = securityService(adminRecordRepositories(db), { store: security });
  const bin = recycleOverviewService({ recycleOverview: recycleOverviewRepo(db) }, { recycle: documents.recycle, libraries: documents.libraries });
  const templates = templateService(documents.repos, { shared: documents.templates });
  const tokens = tokenOverviewService(tokenOverviewRepositories(db));

  serve(app, prefix, api.grantOverview, ({ request, query }) => {
    const { pageNum, pageSize, ...filters } = query;
    return overview.page(actorOf(request), filters, { pageNum, pageSize });
  });
  serveBytes(app, prefix, bytes.grantOverviewCsv, async ({ request, reply, query }) => {
    const body = await overview.csv(actorOf(request), query, requestLocale(request));
    const day = new Date().toISOString().slice(0, 10);
    await reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="permissions-${day}.csv"`)
      .header('cache-control', 'no-store')
      .send(body);
  });

  serve(app, prefix, api.recycle, ({ request, query }) => {
    const { pageNum, pageSize, ...filters } = query;
    return bin.page(actorOf(request), filters, { pageNum, pageSize });
  });
  serve(app, prefix, api.recycleRestore, ({ request, body }) => bin.restore(actorOf(request), body, requestLocale(request)));
  serve(app, prefix, api.recyclePurge, ({ request, body }) => bin.purge(actorOf(request), body, requestLocale(request)));

  serve(app, prefix, api.templates, ({ request, query }) => {
    const { pageNum, pageSize, keyword } = query;
    return templates.page(actorOf(request), keyword, { pageNum, pageSize });
  });
  serve(app, prefix, api.createTemplate, ({ request, body }) => templates.create(actorOf(request), body.name, body.grants));
  serve(app, prefix, api.updateTemplate, ({ request, body }) => templates.update(actorOf(request), body.id, body.name, body.grants));
  serve(app, prefix, api.deleteTemplate, ({ request, params }) => templates.remove(actorOf(request), params.id));

  serve(app, prefix, api.security, ({ request }) => settings.get(actorOf(request)));
  serve(app, prefix, api.saveSecurity, ({ request, body }) => settings.save(actorOf(request), body));

  serve(app, prefix, tokenApi.list, ({ request }) => tokens.list(actorOf(request)));
  serve(app, prefix, tokenApi.revoke, async ({ request, params }) => {
    await tokens.revoke(actorOf(request), params.id);
    return null;
  });
};
