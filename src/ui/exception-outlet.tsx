import { useSelector } from '@legendapp/state/react';
import { Outlet } from '@tanstack/react-router';
import { shellState } from '../state/shell-state';
import { ExceptionPage } from './exception-page';
import { OfflineGate } from './offline-gate';

/** The screen, or the exception page the generic error handler (or the lack of network) put in its place. */
export function ExceptionOutlet() {
  const exception = useSelector(() => shellState.exception.get());
  if (exception === 'forbidden') return <ExceptionPage type="privileges" />;
  if (exception === 'notFound') return <ExceptionPage type="notFound" />;
  return (
    <OfflineGate>
      <Outlet />
    </OfflineGate>
  );
}
