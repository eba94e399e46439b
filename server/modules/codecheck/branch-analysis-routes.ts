import { branchAnalysisEndpoints as api } from '../../../contract/codecheck-branch';
import { actorOf } from '../../auth/plugin';
import { serve } from '../../http/endpoint-routes';
import type { App } from '../../http/types';
import type { BranchAnalysisService } from './branch-analysis-service';

export function branchAnalysisRoutes(app: App, prefix: string, analyses: BranchAnalysisService) {
  serve(app, prefix, api.start, ({ request, body }) => analyses.start(actorOf(request), body));
  serve(app, prefix, api.list, ({ request, params }) => analyses.list(actorOf(request), params.taskId));
  serve(app, prefix, api.get, ({ request, params }) => analyses.get(actorOf(request), params.taskId, params.analysisId));
}
