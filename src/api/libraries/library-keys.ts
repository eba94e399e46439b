import type { QueryOf } from '../../../contract/endpoint';
import type { libraryEndpoints, projectLibraryEndpoints } from '../../../contract/library';
import type { PageQuery } from '../../../contract/page';
import { libraryPermissionKey } from '../library-permission';

/**
 * Every query key of the library feature. All start with 'library', so a change to a library, its
 * grants or its admins refreshes every list and detail at once by invalidating `libraryKeys.all`.
 */
export const libraryKeys = {
  all: ['library'] as const,
  list: (params: QueryOf<typeof libraryEndpoints.byUser>) => ['library', 'list', params] as const,
  projects: (params: QueryOf<typeof projectLibraryEndpoints.byUser>) => ['library', 'projects', params] as const,
  backstage: (deleted: boolean, params: QueryOf<typeof libraryEndpoints.administered>) => ['library', 'backstage', deleted ? 'recycle' : 'live', params] as const,
  followed: (area: 'doc' | 'project') => ['library', 'followed', area] as const,
  personal: () => ['library', 'personal'] as const,
  detail: (id: number) => ['library', 'detail', id] as const,
  permission: libraryPermissionKey,
  operations: (id: number, page: PageQuery) => ['library', 'operations', id, page] as const,
  grants: (libraryId: number) => ['library', 'grants', libraryId] as const,
  effectiveRights: (libraryId: number, account?: string) => ['library', 'effective-rights', libraryId, account ?? null] as const,
  shareTemplates: () => ['library', 'share-templates'] as const,
};
