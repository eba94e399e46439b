import { Button, HStack } from '@chakra-ui/react';
import { Link, useRouter, useSearch } from '@tanstack/react-router';
import { useI18nContext } from '../../i18n/i18n-react';
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

/** Something failed on the server: try again where the person came from, or start over at home. */
export function ServerErrorScreen() {
  const { LL } = useI18nContext();
  const router = useRouter();
  return (
    <ScreenFrame showTitle={false}>
      <ExceptionPage
        type="serverError"
        action={
          <HStack gap="2">
            <Button size="sm" onClick={() => router.history.back()} data-testid="retry">
              {LL.common.retry()}
            </Button>
            <Button asChild variant="outline" size="sm">
              <Link to="/">{LL.common.backHome()}</Link>
            </Button>
          </HStack>
        }
      />
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
