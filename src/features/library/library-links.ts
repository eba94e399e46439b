import type { LinkProps } from '@tanstack/react-router';
import type { Library } from '../../../contract/library';

/** A project library opens in the project area; every other kind in the document area. */
export function libraryFilesLink(library: Pick<Library, 'id' | 'kind'>): LinkProps {
  return library.kind === 'project'
    ? { to: '/ppmdoc/lib/$libraryId/list/{-$tab}/{-$id}', params: { libraryId: library.id } }
    : { to: '/doc/lib/$libraryId/list/{-$tab}/{-$id}', params: { libraryId: library.id } };
}
