import { defectExportEndpoints } from '../../../../../contract/codecheck-defect';
import { endpointPath } from '../../../../../contract/endpoint';
import { API_PREFIX } from '../../../../api/api-prefix';

/** The task's findings as a SARIF log, downloaded by the browser itself. */
export function taskSarifUrl(taskId: number): string {
  return `${API_PREFIX}${endpointPath(defectExportEndpoints.sarif, { params: { taskId } })}`;
}
