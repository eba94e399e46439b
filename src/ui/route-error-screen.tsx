import { Button } from '@chakra-ui/react';
import { onlineManager } from '@tanstack/react-query';
import { type ErrorComponentProps, useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { useI18nContext } from '../../i18n/i18n-react';
import { ApiError, isUnreachable } from '../api/api-error';
import { ChunkLoadError } from '../lib/load-chunk';
import { ExceptionPage } from './exception-page';

/** What a route shows when it cannot: a chunk that did not load, a server out of reach, a bug. */
export function RouteErrorScreen({ error }: ErrorComponentProps) {
  const { LL } = useI18nContext();
  const router = useRouter();
  const reload = (
    <Button onClick={() => window.location.reload()} data-testid="reload">
      {LL.common.reload()}
    </Button>
  );
  const unreachable = isUnreachable(error);
  // What could not be read for lack of network is read again, by itself, once the network is back.
  useEffect(() => {
    if (!unreachable) return undefined;
    return onlineManager.subscribe((online) => {
      if (online) void router.invalidate();
    });
  }, [unreachable, router]);
  if (unreachable) {
    return <ExceptionPage type="offline" detail={LL.connectivity.notSavedDetail()} />;
  }
  if (error instanceof ChunkLoadError) {
    return <ExceptionPage type="chunkLoad" detail={LL.exception.chunkDetail()} action={reload} />;
  }
  if (error instanceof ApiError) {
    const retry = (
      <Button onClick={() => void router.invalidate()} data-testid="retry">
        {LL.common.retry()}
      </Button>
    );
    if (error.httpStatus === 503) return <ExceptionPage type="serverDown" action={retry} />;
    if (error.httpStatus !== undefined && error.httpStatus >= 500) return <ExceptionPage type="serverError" requestId={error.requestId} action={retry} />;
    return <ExceptionPage type="failure" message={error.message} action={retry} />;
  }
  return <ExceptionPage type="failure" action={reload} />;
}
