import { useSearch } from '@tanstack/react-router';
import { ExceptionPage } from './exception-page';
import { ScreenFrame } from './screen-frame';

export function ForbiddenScreen() {
  return (
    <ScreenFrame showTitle={false}>
      <ExceptionPage type="forbidden" />
    </ScreenFrame>
  );
}

/** The 'no permission' event: the server's own words travel in `?m=`. */
export function NoPermissionScreen() {
  const { m } = useSearch({ strict: false });
  return (
    <ScreenFrame showTitle={false}>
      <ExceptionPage type="noPermission" message={m} />
    </ScreenFrame>
  );
}

export function ServerErrorScreen() {
  return (
    <ScreenFrame showTitle={false}>
      <ExceptionPage type="serverDown" />
    </ScreenFrame>
  );
}

export function NotFoundScreen() {
  return (
    <ScreenFrame screen="notFound" showTitle={false}>
      <ExceptionPage type="notFound" />
    </ScreenFrame>
  );
}
