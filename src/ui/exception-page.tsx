import { Button, Heading, Text, VStack } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useI18nContext } from '../../i18n/i18n-react';

type ExceptionType =
  | 'forbidden'
  | 'notFound'
  | 'serverError'
  | 'serverDown'
  | 'building'
  | 'noPermission'
  | 'privileges'
  | 'chunkLoad'
  | 'failure'
  | 'offline';

const CODES: Record<ExceptionType, string> = {
  forbidden: '403',
  notFound: '404',
  serverError: '500',
  serverDown: '503',
  building: '',
  noPermission: '420',
  privileges: '403',
  chunkLoad: '',
  failure: '',
  offline: '',
};

interface Props {
  type: ExceptionType;
  /** Replaces the standard text (the 420 page shows the server's message). */
  message?: string;
  detail?: ReactNode;
  action?: ReactNode;
  /** The id the server logged a failure under, for the person to pass on to an administrator. */
  requestId?: string;
}

/** The exception pages of spec §2, shown full page or in place of a screen. */
export function ExceptionPage({ type, message, detail, action, requestId }: Props) {
  const { LL } = useI18nContext();
  const standard: Record<ExceptionType, string> = {
    forbidden: LL.exception.forbidden(),
    notFound: LL.exception.notFound(),
    serverError: LL.exception.serverError(),
    serverDown: LL.exception.serverDown(),
    building: LL.exception.building(),
    noPermission: LL.exception.noPermission(),
    privileges: LL.exception.forbidden(),
    chunkLoad: LL.exception.chunkTitle(),
    failure: LL.exception.unexpected(),
    offline: LL.connectivity.notSaved(),
  };
  // What to do next, where the title alone does not say it.
  const standardDetail: Partial<Record<ExceptionType, string>> = {
    forbidden: LL.exception.forbiddenDetail(),
    privileges: LL.exception.forbiddenDetail(),
    serverError: LL.exception.serverErrorDetail(),
  };
  const shownDetail = detail ?? standardDetail[type];
  return (
    <VStack data-testid={`exception-${type}`} role="alert" gap="4" py="20" px="6" textAlign="center">
      {CODES[type] ? (
        <Text fontSize="6xl" fontWeight="bold" color="fg.muted" lineHeight="1">
          {CODES[type]}
        </Text>
      ) : null}
      <Heading as="h2" size="lg" data-testid="exception-message">
        {message || standard[type]}
      </Heading>
      {shownDetail ? (
        <Text color="fg.muted" maxWidth="lg" data-testid="exception-detail">
          {shownDetail}
        </Text>
      ) : null}
      {requestId ? (
        <Text fontSize="sm" color="fg.muted" fontFamily="mono" data-testid="exception-request-id">
          {LL.exception.requestId({ id: requestId })}
        </Text>
      ) : null}
      {action ?? (
        <Button asChild variant="outline" size="sm">
          <Link to="/">{LL.common.backHome()}</Link>
        </Button>
      )}
    </VStack>
  );
}
