import type { ApiModule } from '../../http/api-module';
import { branchAnalysisRoutes } from './branch-analysis-routes';
import { defectRoutes, exportRoutes, ingestRoutes } from './defect-routes';
import { qualityGateRoutes } from './quality-gate-routes';
import type { CodecheckServices } from './services';
import { taskRoutes } from './task-routes';

/** Tasks, their scans, defects and pipeline reports. */
export const codecheckModule: ApiModule<CodecheckServices> = (app, { apiPrefix }, services) => {
  taskRoutes(app, apiPrefix, services.tasks, services.taskSettings, services.scans);
  defectRoutes(app, apiPrefix, services.defects);
  ingestRoutes(app, apiPrefix, services.ingest);
  exportRoutes(app, apiPrefix, services.exports);
  qualityGateRoutes(app, apiPrefix, services.gates);
  branchAnalysisRoutes(app, apiPrefix, services.branchAnalyses);
};
