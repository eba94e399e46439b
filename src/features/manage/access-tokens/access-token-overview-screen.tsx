import { Box, Heading, Text } from '@chakra-ui/react';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { AccessTokenTable } from '../../../ui/access-token-table';
import { useTitleSubject } from '../../../ui/document-title';
import { ScreenFrame } from '../../../ui/screen-frame';
import { useAllAccessTokens, useRevokeAnyAccessToken } from '../api/access-tokens';

/** manage/tokens: every person's access tokens, newest first; revoke any. */
export function AccessTokenOverviewScreen() {
  const { LL } = useI18nContext();
  const tokens = useAllAccessTokens();
  const revoke = useRevokeAnyAccessToken();
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
        <AccessTokenTable
          tokens={tokens}
          revoke={revoke}
          owner={{ header: LL.accessTokens.person(), cell: (token) => `${token.userName} (${token.account})` }}
          testId="manage-tokens"
          rowProps={(token) => ({ 'data-account': token.account })}
        />
      </Box>
    </ScreenFrame>
  );
}
