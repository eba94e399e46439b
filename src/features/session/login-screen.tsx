import { Alert, Box, Button, Card, Field, Flex, Heading, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useRouter, useSearch } from '@tanstack/react-router';
import { type FormEvent, useEffect, useState } from 'react';
import { LIMITS } from '../../../contract/constants';
import { type LoginBody, OIDC_FAILURES, OIDC_PATHS } from '../../../contract/session';
import { checkText, type ValidationIssue } from '../../../contract/validation';
import { useI18nContext } from '../../../i18n/i18n-react';
import { ApiError } from '../../api/api-error';
import { API_PREFIX } from '../../api/api-prefix';
import { login, loginOptionsQuery } from '../../api/session';
import { HOME_PATH, safeRedirect } from '../../lib/login-href';
import { validationMessage } from '../../lib/validation-message';
import { LanguageSwitch } from '../../ui/language-switch';
import { ScreenFrame } from '../../ui/screen-frame';
import { useAppServices } from './app-services';
import { WaitingUploadsIfAny } from './waiting-uploads-if-any';

type FieldName = 'username' | 'password';

function checkForm(values: LoginBody): Partial<Record<FieldName, ValidationIssue>> {
  const issues: Partial<Record<FieldName, ValidationIssue>> = {};
  const username = checkText(values.username, { required: true, max: LIMITS.accountMax });
  const password = checkText(values.password, { required: true, max: LIMITS.passwordMax });
  if (username) issues.username = username;
  if (password) issues.password = password;
  return issues;
}

/** The company sign-in's address, coming back to `returnTo` (a path of this site). */
function companySignIn(returnTo: string): string {
  return `${API_PREFIX}${OIDC_PATHS.login}?${new URLSearchParams({ returnTo })}`;
}

/**
 * Sign-in: through the company's identity provider when the site has one (straight there when it offers no
 * password sign-in), and with a local account unless the site turned that off.
 */
export function LoginScreen() {
  const { LL } = useI18nContext();
  const router = useRouter();
  const { session, uploads } = useAppServices();
  const { redirect, sso } = useSearch({ strict: false });
  const options = useQuery(loginOptionsQuery);
  const provider = options.data?.oidc ?? null;
  const localLogin = options.data?.localLogin ?? true;
  const returnTo = safeRedirect(redirect, HOME_PATH);
  const ssoFailure = OIDC_FAILURES.find((failure) => failure === sso);
  // Without a password form there is nothing to do here but go to the provider, unless it just sent the person back refused.
  const goStraightToProvider = provider !== null && !localLogin && !ssoFailure;

  useEffect(() => {
    if (goStraightToProvider) window.location.replace(companySignIn(returnTo));
  }, [goStraightToProvider, returnTo]);
  const [values, setValues] = useState<LoginBody>({ username: '', password: '' });
  const [issues, setIssues] = useState<Partial<Record<FieldName, ValidationIssue>>>({});
  const [serverFields, setServerFields] = useState<Partial<Record<FieldName, string>>>({});

  const signIn = useMutation({
    mutationFn: login,
    onSuccess: async (result) => {
      await session.establish(result.user);
      uploads.resumeAfterSignIn();
      router.history.push(returnTo);
    },
    onError: (error) => {
      if (error instanceof ApiError) setServerFields({ username: error.fields.username, password: error.fields.password });
    },
  });

  function update(field: FieldName, value: string) {
    setValues((current) => ({ ...current, [field]: value }));
    setIssues((current) => ({ ...current, [field]: undefined }));
    setServerFields((current) => ({ ...current, [field]: undefined }));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = checkForm(values);
    setIssues(found);
    if (Object.keys(found).length > 0) return;
    signIn.mutate({ username: values.username.trim(), password: values.password });
  }

  const message = (field: FieldName) => {
    const issue = issues[field];
    return issue ? validationMessage(LL, issue) : serverFields[field];
  };
  const failure = signIn.error instanceof ApiError && Object.keys(signIn.error.fields).length === 0 ? signIn.error.message : null;

  return (
    <ScreenFrame showTitle={false}>
      <Flex justify="flex-end">
        <LanguageSwitch />
      </Flex>
      <Flex justify="center" pt="16">
        <form onSubmit={submit} noValidate data-testid="login-form">
          <Card.Root width="400px">
          <Card.Header>
            <Heading as="h1" size="xl">
              {LL.login.title()}
            </Heading>
            <Text color="fg.muted">{LL.login.subtitle()}</Text>
          </Card.Header>
          <Card.Body>
            <Stack gap="4">
              {failure || ssoFailure ? (
                <Alert.Root status="error" data-testid="login-error">
                  <Alert.Indicator />
                  <Alert.Title>{failure ?? LL.login.ssoFailures[ssoFailure!]()}</Alert.Title>
                </Alert.Root>
              ) : null}
              {provider ? (
                <Button asChild variant="solid" colorPalette="blue" width="100%" data-testid="login-sso">
                  <a href={companySignIn(returnTo)}>{goStraightToProvider ? LL.login.ssoRedirecting({ name: provider.name }) : LL.login.sso({ name: provider.name })}</a>
                </Button>
              ) : null}
              {provider && localLogin ? (
                <Text fontSize="sm" color="fg.muted" textAlign="center">
                  {LL.login.orLocal()}
                </Text>
              ) : null}
              {localLogin ? (
              <>
              <Field.Root invalid={!!message('username')} required>
                <Field.Label>{LL.login.account()}</Field.Label>
                <Input
                  name="username"
                  autoComplete="username"
                  autoFocus
                  value={values.username}
                  onChange={(event) => update('username', event.target.value)}
                  data-testid="login-username"
                />
                <Field.ErrorText data-testid="login-username-error">{message('username')}</Field.ErrorText>
              </Field.Root>
              <Field.Root invalid={!!message('password')} required>
                <Field.Label>{LL.login.password()}</Field.Label>
                <Input
                  name="password"
                  type="password"
                  autoComplete="current-password"
                  value={values.password}
                  onChange={(event) => update('password', event.target.value)}
                  data-testid="login-password"
                />
                <Field.ErrorText data-testid="login-password-error">{message('password')}</Field.ErrorText>
              </Field.Root>
              </>
              ) : null}
            </Stack>
          </Card.Body>
          {localLogin ? (
            <Card.Footer>
              <Box width="100%">
                <Button type="submit" width="100%" loading={signIn.isPending} data-testid="login-submit">
                  {LL.login.submit()}
                </Button>
              </Box>
            </Card.Footer>
          ) : null}
          </Card.Root>
          <Box width="400px" mt="4">
            <WaitingUploadsIfAny />
          </Box>
        </form>
      </Flex>
    </ScreenFrame>
  );
}
