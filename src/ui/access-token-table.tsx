import { Button, Spinner, Table, Text } from '@chakra-ui/react';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import type { TokenScope } from '../../contract/access-tokens';
import { useI18nContext } from '../../i18n/i18n-react';
import { formatDateTime } from '../lib/display-format';
import { TokenExpiry, TokenLastUsed, TokenScopes } from './access-token-cells';
import { ConfirmDialog } from './confirm-dialog';
import { showToast } from './toaster';

/** What a row shows of a token: never its secret. */
interface TokenRow {
  id: number;
  name: string;
  scopes: readonly TokenScope[];
  createdAt: number;
  expiresAt: number | null;
  lastUsedAt: number | null;
  lastUsedFrom: string | null;
}

interface Props<Token extends TokenRow> {
  tokens: UseQueryResult<Token[], Error>;
  revoke: UseMutationResult<unknown, Error, number>;
  /** The first column, for a list of several people's tokens: whose each one is. */
  owner?: { header: string; cell: (token: Token) => ReactNode };
  /** `tokens` on the person's own list, `manage-tokens` in the back office. */
  testId: string;
  rowProps?: (token: Token) => Record<string, string>;
}

/** Access tokens with their scopes, creation, expiry and last use, each revoked after confirming. */
export function AccessTokenTable<Token extends TokenRow>({ tokens, revoke, owner, testId, rowProps }: Props<Token>) {
  const { LL, locale } = useI18nContext();
  const [revoking, setRevoking] = useState<{ id: number; name: string } | null>(null);
  let list: ReactNode;
  if (tokens.isPending) list = <Spinner size="sm" mt="4" display="block" />;
  else if (tokens.isError)
    list = (
      <Text color="fg.error" mt="4">
        {tokens.error.message}
      </Text>
    );
  else if (tokens.data.length === 0)
    list = (
      <Text color="fg.muted" mt="4" data-testid={`${testId}-none`}>
        {LL.accessTokens.none()}
      </Text>
    );
  else
    list = (
      <Table.Root size="sm" mt="4" data-testid={`${testId}-table`}>
        <Table.Header>
          <Table.Row>
            {owner ? <Table.ColumnHeader>{owner.header}</Table.ColumnHeader> : null}
            <Table.ColumnHeader>{LL.accessTokens.name()}</Table.ColumnHeader>
            <Table.ColumnHeader>{LL.accessTokens.scopes()}</Table.ColumnHeader>
            <Table.ColumnHeader>{LL.accessTokens.created()}</Table.ColumnHeader>
            <Table.ColumnHeader>{LL.accessTokens.expires()}</Table.ColumnHeader>
            <Table.ColumnHeader>{LL.accessTokens.lastUsed()}</Table.ColumnHeader>
            <Table.ColumnHeader />
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {tokens.data.map((token) => (
            <Table.Row key={token.id} data-testid={`${testId}-row`} data-name={token.name} {...rowProps?.(token)}>
              {owner ? <Table.Cell>{owner.cell(token)}</Table.Cell> : null}
              <Table.Cell fontWeight="medium">{token.name}</Table.Cell>
              <Table.Cell>
                <TokenScopes scopes={token.scopes} />
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap" color="fg.muted">
                {formatDateTime(token.createdAt, locale)}
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                <TokenExpiry expiresAt={token.expiresAt} />
              </Table.Cell>
              <Table.Cell whiteSpace="nowrap">
                <TokenLastUsed at={token.lastUsedAt} from={token.lastUsedFrom} />
              </Table.Cell>
              <Table.Cell>
                <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setRevoking({ id: token.id, name: token.name })} data-testid={`${testId.replace(/s$/, '')}-revoke`}>
                  {LL.accessTokens.revoke()}
                </Button>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    );
  return (
    <>
      {list}
      <ConfirmDialog
        open={revoking !== null}
        title={LL.accessTokens.revokeTitle()}
        message={LL.accessTokens.revokeMessage({ name: revoking?.name ?? '' })}
        confirmLabel={LL.accessTokens.revoke()}
        danger
        pending={revoke.isPending}
        onConfirm={() =>
          revoking &&
          revoke.mutate(revoking.id, {
            onSuccess: () => showToast('success', LL.accessTokens.revoked()),
            onError: (failure) => showToast('error', failure.message),
            onSettled: () => setRevoking(null),
          })
        }
        onClose={() => setRevoking(null)}
      />
    </>
  );
}
