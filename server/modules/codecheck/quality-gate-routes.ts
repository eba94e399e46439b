import { qualityGateEndpoints as api } from '../../../contract/codecheck-gate';
import { actorOf } from '../../auth/plugin';
import { serve } from '../../http/endpoint-routes';
import type { App } from '../../http/types';
import type { QualityGateService } from './quality-gate-service';

export function qualityGateRoutes(app: App, prefix: string, gates: QualityGateService) {
  serve(app, prefix, api.get, ({ request, params }) => gates.gate(actorOf(request), params.taskId));
  serve(app, prefix, api.replace, ({ request, body }) => gates.replace(actorOf(request), body));
  serve(app, prefix, api.result, ({ request, params, query }) => gates.result(actorOf(request), params.taskId, query.buildNum));
}
