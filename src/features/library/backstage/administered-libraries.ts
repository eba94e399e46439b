import { useQuery } from '@tanstack/react-query';
import { PAGING } from '../../../../contract/constants';
import { backstageLibrariesQuery } from '../../../api/libraries/backstage-libraries';

/** Every live library the person administers, on one page: what the back office's chooser offers. */
export const administeredLibrariesQuery = backstageLibrariesQuery(false, { pageNum: 1, pageSize: PAGING.lists.maxSize });

export function useAdministeredLibraries() {
  return useQuery(administeredLibrariesQuery);
}
