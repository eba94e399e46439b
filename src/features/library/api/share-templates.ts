import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShareTemplate } from '../../../../contract/library';
import { api } from '../../../api/client';
import { DOC } from './paths';

/** GET manage/shareTemplate: named grant sets the person may apply (their own and the admins'). */
export const shareTemplatesQuery = queryOptions({
  queryKey: ['library', 'share-templates'],
  queryFn: ({ signal }) => api.get<ShareTemplate[]>(`${DOC}/manage/shareTemplate`, { signal }),
});

export function useShareTemplates() {
  return useQuery(shareTemplatesQuery);
}
