import { Center, Spinner } from '@chakra-ui/react';
import { type ReactNode, useEffect, useRef } from 'react';
import type { Library } from '../../../contract/library';
import { isRefusal } from '../../api/api-error';
import { useLibraryDetail } from '../../api/libraries/library-detail';
import { ExceptionPage } from '../../ui/exception-page';

interface Props {
  libraryId: number;
  /** The person may not read the library: the area's 403 page. */
  onForbidden: () => void;
  children: (library: Library) => ReactNode;
}

/** Loads a library for its admin screens: readers who are not admins see 'insufficient privileges'. */
export function AdminGate({ libraryId, onForbidden, children }: Props) {
  const library = useLibraryDetail(libraryId);
  const forbidden = isRefusal(library.error, 'FORBIDDEN');
  const leave = useRef(onForbidden);
  leave.current = onForbidden;

  useEffect(() => {
    if (forbidden) leave.current();
  }, [forbidden]);

  if (library.isPending) {
    return (
      <Center py="16">
        <Spinner />
      </Center>
    );
  }
  if (library.isError) {
    if (forbidden) return null;
    if (isRefusal(library.error, 'NOT_FOUND')) return <ExceptionPage type="notFound" />;
    return <ExceptionPage type="failure" message={library.error.message} />;
  }
  if (!library.data.permission.isAdmin) return <ExceptionPage type="privileges" />;
  return <>{children(library.data)}</>;
}
