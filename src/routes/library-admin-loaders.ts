import type { QueryClient } from '@tanstack/react-query';
import { PAGING } from '../../contract/constants';
import { administeredLibrariesQuery } from '../api/libraries/backstage-libraries';
import { libraryDetailQuery } from '../api/libraries/library-detail';
import { grantsQuery } from '../features/library/api/grants';
import { libraryOperationsQuery } from '../features/library/api/library-operations';
import { loadScreenData, type RouteLoad } from './screen-data';

type Section = 'basic' | 'permissions' | 'records' | 'shareLinks';

/**
 * A library's admin screen: the library, whose permission says whether the person administers it,
 * then the open section's grants or page of records. Those are asked for its admins only: anyone else
 * is shown the refusal without a call that would be refused too.
 */
async function loadAdministered(queryClient: QueryClient, libraryId: number, section: Section, pageNum = 1): Promise<void> {
  const library = await loadScreenData(queryClient, libraryDetailQuery(libraryId));
  if (!library?.permission.isAdmin) return;
  if (section === 'permissions') await loadScreenData(queryClient, grantsQuery(libraryId));
  if (section === 'records') await loadScreenData(queryClient, libraryOperationsQuery(libraryId, pageNum, PAGING.lists.defaultSize));
}

/** The back office's chooser of libraries and, when the address names one, that library with the section's data. */
function loadBackstage({ context, deps }: RouteLoad<unknown, { libraryId?: number }>, section: Section) {
  const chosen = deps.libraryId === undefined ? undefined : loadAdministered(context.queryClient, deps.libraryId, section);
  return Promise.all([loadScreenData(context.queryClient, administeredLibrariesQuery), chosen]);
}

/** Library management's settings: the chooser and the chosen library, whose settings the form shows. */
export async function loadBackstageSetting(load: RouteLoad<unknown, { libraryId?: number }>): Promise<void> {
  await loadBackstage(load, 'basic');
}

/** Library management's permissions: the chooser, the chosen library and its grants. */
export async function loadBackstageLimit(load: RouteLoad<unknown, { libraryId?: number }>): Promise<void> {
  await loadBackstage(load, 'permissions');
}

/** A library's settings: the open section's data (the library itself comes with the library's route). */
export async function loadLibrarySetting({ context, params, deps }: RouteLoad<{ libraryId: number }, { section?: Section; pageNum?: number }>): Promise<void> {
  await loadAdministered(context.queryClient, params.libraryId, deps.section ?? 'basic', deps.pageNum);
}
