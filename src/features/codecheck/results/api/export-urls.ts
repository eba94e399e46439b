import { defectExportEndpoints } from '../../../../../contract/codecheck-defect';
import { endpointPath } from '../../../../../contract/endpoint';
import { API_PREFIX } from '../../../../api/api-prefix';

/** The task's findings as a SARIF log, downloaded by the browser itself. */
export function taskSarifUrl(taskId: number): string {
  return `${API_PREFIX}${endpointPath(defectExportEndpoints.sarif, { params: { taskId } })}`;
}

/** The task's open findings as a checkstyle XML report, downloaded by the browser itself. */
export function taskCheckstyleUrl(taskId: number): string {
  return `${API_PREFIX}${endpointPath(defectExportEndpoints.checkstyle, { params: { taskId } })}`;
}
