import { Box, Button, Heading, Spinner, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { formatDateTime } from '../../../lib/display-format';
import { TokenExpiry, TokenLastUsed, TokenScopes } from '../../../ui/access-token-cells';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { useTitleSubject } from '../../../ui/document-title';
import { ScreenFrame } from '../../../ui/screen-frame';
import { showToast } from '../../../ui/toaster';
import { useAllAccessTokens, useRevokeAnyAccessToken } from '../api/access-tokens';

/** manage/tokens: every person's access tokens, newest first; revoke any. */
export function AccessTokenOverviewScreen() {
  const { LL, locale } = useI18nContext();
  const tokens = useAllAccessTokens();
  const revoke = useRevokeAnyAccessToken();
  const [revoking, setRevoking] = useState<{ id: number; name: string } | null>(null);
  useTitleSubject([LL.accessTokens.title(), LL.screens.manage()]);

  return (
    <ScreenFrame showTitle={false}>
      <Box data-testid="screen-manageAccessTokens">
        <Heading as="h1" size="xl" mb="4">
          {LL.accessTokens.title()}
        </Heading>
        <Text fontSize="sm" color="fg.muted" mb="3">
          {LL.accessTokens.manageIntro()}
        </Text>
        {tokens.isPending ? (
          <Spinner size="sm" mt="4" display="block" />
        ) : tokens.isError ? (
          <Text color="fg.error" mt="4">
            {tokens.error.message}
          </Text>
        ) : tokens.data.length === 0 ? (
          <Text color="fg.muted" mt="4" data-testid="manage-tokens-none">
            {LL.accessTokens.none()}
          </Text>
        ) : (
          <Table.Root size="sm" mt="4" data-testid="manage-tokens-table">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{LL.accessTokens.person()}</Table.ColumnHeader>
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
                <Table.Row key={token.id} data-testid="manage-tokens-row" data-name={token.name} data-account={token.account}>
                  <Table.Cell>
                    {token.userName} ({token.account})
                  </Table.Cell>
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
                    <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setRevoking({ id: token.id, name: token.name })} data-testid="manage-token-revoke">
                      {LL.accessTokens.revoke()}
                    </Button>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        )}
      </Box>
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
    </ScreenFrame>
  );
}
