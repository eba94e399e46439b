import { Box, Button, Checkbox, Code, Field, Heading, Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { TOKEN_EXPIRY_DAYS, TOKEN_SCOPES, type TokenScope } from '../../../contract/access-tokens';
import { useI18nContext } from '../../../i18n/i18n-react';
import { formatDateTime } from '../../lib/display-format';
import { AccessTokenTable } from '../../ui/access-token-table';
import { useTitleSubject } from '../../ui/document-title';
import { DialogForm } from '../../ui/form-dialog';
import { ScreenFrame } from '../../ui/screen-frame';
import { SecretShownOnce } from '../../ui/secret-shown-once';
import { useCreateAccessToken, useMyAccessTokens, useRevokeAccessToken } from './access-token-api';

const DAY_MS = 86_400_000;
/** The choice the form starts with, as GitHub's does. */
const DEFAULT_EXPIRY = '30';

type ExpiryChoice = (typeof TOKEN_EXPIRY_DAYS)[number];
const choiceValue = (days: ExpiryChoice) => (days === null ? 'never' : String(days));

interface MadeToken {
  name: string;
  token: string;
}

/** The form that makes a token: its name, scopes and lifetime. */
function CreateTokenDialog({ onMade, onClose }: { onMade: (made: MadeToken) => void; onClose: () => void }) {
  const { LL, locale } = useI18nContext();
  const create = useCreateAccessToken();
  const [name, setName] = useState('');
  const [scopes, setScopes] = useState<TokenScope[]>(['read']);
  const [expiry, setExpiry] = useState(DEFAULT_EXPIRY);
  const [error, setError] = useState<string | null>(null);
  const days = expiry === 'never' ? null : Number(expiry);

  const expiryLabel = (choice: ExpiryChoice) => (choice === null ? LL.accessTokens.expiryNever() : choice === 365 ? LL.accessTokens.expiryYear() : LL.accessTokens.expiryDays({ days: choice }));

  function toggle(scope: TokenScope, on: boolean) {
    setScopes(TOKEN_SCOPES.filter((candidate) => (candidate === scope ? on : scopes.includes(candidate))));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return setError(LL.accessTokens.nameRequired());
    if (!scopes.length) return setError(LL.accessTokens.scopesRequired());
    setError(null);
    const expiresAt = days === null ? null : Date.now() + days * DAY_MS;
    create.mutate(
      { name: name.trim(), scopes, expiresAt },
      {
        onSuccess: (made) => onMade({ name: made.name, token: made.token }),
        onError: (failure) => setError(failure.message),
      },
    );
  }

  return (
    <DialogForm title={LL.accessTokens.createTitle()} testId="token-create-dialog" submitTestId="token-create-submit" submitLabel={LL.accessTokens.create()} pending={create.isPending} onSubmit={submit} onClose={onClose}>
      <Stack gap="4">
        <Field.Root required>
          <Field.Label>{LL.accessTokens.name()}</Field.Label>
          <Input size="sm" value={name} maxLength={100} placeholder={LL.accessTokens.nameHint()} onChange={(event) => setName(event.target.value)} data-testid="token-name" />
        </Field.Root>
        <Stack gap="2" role="group" aria-label={LL.accessTokens.scopes()}>
          <Text fontSize="sm" fontWeight="medium">
            {LL.accessTokens.scopes()}
          </Text>
          {TOKEN_SCOPES.map((scope) => (
            <Checkbox.Root key={scope} size="sm" alignItems="flex-start" checked={scopes.includes(scope)} onCheckedChange={(details) => toggle(scope, details.checked === true)} data-testid={`token-scope-${scope}`}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>
                <Code size="sm">{LL.accessTokens.scope[scope]()}</Code>{' '}
                <Text as="span" color="fg.muted">
                  {LL.accessTokens.scopeHint[scope]()}
                </Text>
              </Checkbox.Label>
            </Checkbox.Root>
          ))}
        </Stack>
        <Field.Root>
          <Field.Label>{LL.accessTokens.expiry()}</Field.Label>
          <NativeSelect.Root size="sm" width="auto">
            <NativeSelect.Field value={expiry} onChange={(event) => setExpiry(event.target.value)} data-testid="token-expiry">
              {TOKEN_EXPIRY_DAYS.map((choice) => (
                <option key={choiceValue(choice)} value={choiceValue(choice)}>
                  {expiryLabel(choice)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.HelperText color={days === null ? 'fg.warning' : undefined}>
            {days === null ? LL.accessTokens.neverWarning() : LL.accessTokens.expiresOn({ date: formatDateTime(Date.now() + days * DAY_MS, locale) })}
          </Field.HelperText>
        </Field.Root>
        {error ? (
          <Text color="fg.error" fontSize="sm" role="alert" data-testid="token-create-error">
            {error}
          </Text>
        ) : null}
      </Stack>
    </DialogForm>
  );
}

/** The secret of the token just made: shown here once, with a way to copy it. */
function NewTokenSecret({ made, onDone }: { made: MadeToken; onDone: () => void }) {
  const { LL } = useI18nContext();
  const words = LL.accessTokens;
  return (
    <SecretShownOnce
      secret={made.token}
      title={words.secretTitle({ name: made.name })}
      words={{ warning: words.secretWarning(), copy: words.copy(), copied: words.copied(), copyFailed: words.copyFailed(), saved: words.saved() }}
      onDone={onDone}
      testId="token"
    />
  );
}

/** The person's access tokens: make one (its secret shown once), see when and where each was last used, revoke. */
export function AccessTokensScreen() {
  const { LL } = useI18nContext();
  const tokens = useMyAccessTokens();
  const revoke = useRevokeAccessToken();
  const [creating, setCreating] = useState(false);
  const [made, setMade] = useState<MadeToken | null>(null);
  useTitleSubject([LL.accessTokens.title()]);

  return (
    <ScreenFrame showTitle={false}>
      <Box data-testid="screen-accessTokens">
        <Heading as="h1" size="xl" mb="4">
          {LL.accessTokens.title()}
        </Heading>
        <Text fontSize="sm" color="fg.muted" mb="3" maxWidth="4xl">
          {LL.accessTokens.intro()}
        </Text>
        {made ? <NewTokenSecret made={made} onDone={() => setMade(null)} /> : null}
        <Button size="sm" mb="2" onClick={() => setCreating(true)} data-testid="token-create">
          {LL.accessTokens.create()}
        </Button>
        <AccessTokenTable tokens={tokens} revoke={revoke} testId="tokens" />
      </Box>
      {creating ? (
        <CreateTokenDialog
          onMade={(token) => {
            setMade(token);
            setCreating(false);
          }}
          onClose={() => setCreating(false)}
        />
      ) : null}
    </ScreenFrame>
  );
}
