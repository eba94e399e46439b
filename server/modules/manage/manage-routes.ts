import { manageEndpoints as api, manageExportEndpoints as bytes } from '../../../contract/manage';
import { actorOf } from '../../auth/plugin';
import { serve, serveBytes } from '../../http/endpoint-routes';
import { requestLocale } from '../../http/locale';
import type { App } from '../../http/types';
import type { HistoryService } from './history-service';

/** The back office's calls (classification admins). */
export function manageRoutes(app: App, prefix: string, history: HistoryService) {
  serve(app, prefix, api.historyActions, ({ request }) => history.actions(actorOf(request), requestLocale(request)));
  serve(app, prefix, api.history, ({ request, query }) => {
    const { pageNum, pageSize, ...filters } = query;
    return history.page(actorOf(request), filters, { pageNum, pageSize }, requestLocale(request));
  });
  serveBytes(app, prefix, bytes.historyCsv, async ({ request, reply, query }) => {
    const body = await history.csv(actorOf(request), query, requestLocale(request));
    const day = new Date().toISOString().slice(0, 10);
    await reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="history-${day}.csv"`)
      .header('cache-control', 'no-store')
      .send(body);
  });
}
