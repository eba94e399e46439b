import { Badge, HStack, Stack, Text } from '@chakra-ui/react';
import type { TokenScope } from '../../contract/access-tokens';
import { useI18nContext } from '../../i18n/i18n-react';
import { formatDateTime, formatRecent } from '../lib/display-format';

/** An access token's scopes as badges, each with what it allows on hover. */
export function TokenScopes({ scopes }: { scopes: readonly TokenScope[] }) {
  const { LL } = useI18nContext();
  return (
    <HStack gap="1" flexWrap="wrap" data-testid="token-scopes">
      {scopes.map((scope) => (
        <Badge key={scope} size="sm" variant="subtle" title={LL.accessTokens.scopeHint[scope]()}>
          {LL.accessTokens.scope[scope]()}
        </Badge>
      ))}
    </HStack>
  );
}

/** When a token stops working: never, a date, or that it already has. */
export function TokenExpiry({ expiresAt, now = Date.now() }: { expiresAt: number | null; now?: number }) {
  const { LL, locale } = useI18nContext();
  if (expiresAt === null) return <Text color="fg.warning">{LL.accessTokens.never()}</Text>;
  if (expiresAt <= now)
    return (
      <Badge size="sm" colorPalette="red" title={formatDateTime(expiresAt, locale)}>
        {LL.accessTokens.expired()}
      </Badge>
    );
  return <Text>{formatDateTime(expiresAt, locale)}</Text>;
}

/** When and from which address a token was last used. */
export function TokenLastUsed({ at, from }: { at: number | null; from: string | null }) {
  const { LL, locale } = useI18nContext();
  if (at === null) return <Text color="fg.muted">{LL.accessTokens.neverUsed()}</Text>;
  return (
    <Stack gap="0" data-testid="token-last-used">
      <Text title={formatDateTime(at, locale)}>{formatRecent(at, locale)}</Text>
      {from ? (
        <Text fontSize="xs" color="fg.muted">
          {LL.accessTokens.usedFrom({ address: from })}
        </Text>
      ) : null}
    </Stack>
  );
}
