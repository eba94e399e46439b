import { Button, Checkbox, Field, Fieldset, HStack, Input, Spinner, Stack, Text, Textarea } from '@chakra-ui/react';
import { type FormEvent, useEffect, useState } from 'react';
import { AUDIT_RETENTION_MAX_DAYS } from '../../../../contract/audit-events';
import { PREVIEW_KINDS, SECURITY_LIMITS, type SecuritySettings } from '../../../../contract/manage-backoffice';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { ScreenFrame } from '../../../ui/screen-frame';
import { showToast } from '../../../ui/toaster';
import { useSaveSecurity, useSecuritySettings } from '../api/backoffice';
import { ShareLinkRulesPanel } from './share-link-rules';

type NumberKey = 'passwordMinLength' | 'sessionIdleMinutes' | 'sessionMaxHours' | 'loginRateLimit' | 'loginAddressRateLimit';

/** What the form holds: numbers and lists as typed, checked on saving. */
interface Form {
  numbers: Record<NumberKey, string>;
  hosts: string;
  roots: string;
  flags: Pick<SecuritySettings, 'passwordRequireDigit' | 'passwordRequireLetter' | 'allowExecutableUploads'>;
  previewKinds: SecuritySettings['previewKinds'];
  /** Days as typed; empty keeps the records forever, as 0 does. */
  retention: string;
}

const NUMBER_KEYS: NumberKey[] = ['passwordMinLength', 'sessionIdleMinutes', 'sessionMaxHours', 'loginRateLimit', 'loginAddressRateLimit'];

function formOf(settings: SecuritySettings): Form {
  return {
    numbers: Object.fromEntries(NUMBER_KEYS.map((key) => [key, String(settings[key])])) as Record<NumberKey, string>,
    hosts: settings.repoAllowedHosts.join('\n'),
    roots: settings.repoLocalRoots.join('\n'),
    flags: { passwordRequireDigit: settings.passwordRequireDigit, passwordRequireLetter: settings.passwordRequireLetter, allowExecutableUploads: settings.allowExecutableUploads },
    previewKinds: settings.previewKinds,
    retention: settings.auditRetentionDays ? String(settings.auditRetentionDays) : '',
  };
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

/** manage/security: password policy, sessions, sign-in limits, code-check repositories, previews and uploads. */
export function SecurityScreen() {
  const { LL } = useI18nContext();
  const settings = useSecuritySettings();
  const save = useSaveSecurity();
  const [form, setForm] = useState<Form | null>(null);
  const [errors, setErrors] = useState<Partial<Record<NumberKey | 'auditRetentionDays', string>>>({});
  const [serverError, setServerError] = useState<string | null>(null);

  useEffect(() => {
    if (settings.data) setForm(formOf(settings.data));
  }, [settings.data]);

  if (settings.isPending || !form) {
    return <ScreenFrame>{settings.isError ? <Text color="fg.error">{settings.error.message}</Text> : <Spinner size="sm" />}</ScreenFrame>;
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!form) return;
    const found: Partial<Record<NumberKey | 'auditRetentionDays', string>> = {};
    const numbers = {} as Record<NumberKey, number>;
    for (const key of NUMBER_KEYS) {
      const value = Number(form.numbers[key]);
      const { min, max } = SECURITY_LIMITS[key];
      if (!/^\d+$/.test(form.numbers[key].trim()) || value < min || value > max) found[key] = LL.manageBackoffice.security.range({ min, max });
      numbers[key] = value;
    }
    if (!found.sessionIdleMinutes && !found.sessionMaxHours && numbers.sessionIdleMinutes > numbers.sessionMaxHours * 60) found.sessionIdleMinutes = LL.manageBackoffice.security.idleOverMax();
    const retention = form.retention.trim();
    const auditRetentionDays = retention === '' ? 0 : Number(retention);
    if (!/^\d*$/.test(retention) || auditRetentionDays > AUDIT_RETENTION_MAX_DAYS) found.auditRetentionDays = LL.manageBackoffice.security.range({ min: 0, max: AUDIT_RETENTION_MAX_DAYS });
    setErrors(found);
    if (Object.keys(found).length) return;
    setServerError(null);
    save.mutate(
      { ...numbers, ...form.flags, repoAllowedHosts: lines(form.hosts), repoLocalRoots: lines(form.roots), previewKinds: form.previewKinds, auditRetentionDays },
      {
        onSuccess: () => showToast('success', LL.manageBackoffice.saved()),
        onError: (error) => setServerError(error.message),
      },
    );
  }

  const number = (key: NumberKey) => (
    <Field.Root invalid={!!errors[key]} width="auto">
      <Field.Label>{LL.manageBackoffice.security[key]()}</Field.Label>
      <Input
        size="sm"
        width="32"
        inputMode="numeric"
        value={form.numbers[key]}
        onChange={(event) => setForm({ ...form, numbers: { ...form.numbers, [key]: event.target.value } })}
        data-testid={`security-${key}`}
      />
      <Field.ErrorText>{errors[key]}</Field.ErrorText>
    </Field.Root>
  );
  const flag = (key: keyof Form['flags']) => (
    <Checkbox.Root size="sm" checked={form.flags[key]} onCheckedChange={(details) => setForm({ ...form, flags: { ...form.flags, [key]: details.checked === true } })} data-testid={`security-${key}`}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{LL.manageBackoffice.security[key]()}</Checkbox.Label>
    </Checkbox.Root>
  );

  return (
    <ScreenFrame>
      <Text fontSize="sm" color="fg.muted" mb="4">
        {LL.manageBackoffice.security.intro()}
      </Text>
      <form onSubmit={submit} data-testid="security-form">
        <Stack gap="6" maxWidth="3xl">
          <Fieldset.Root>
            <Fieldset.Legend>{LL.manageBackoffice.security.password()}</Fieldset.Legend>
            <HStack gap="6" alignItems="start" flexWrap="wrap">
              {number('passwordMinLength')}
              <Stack gap="2" pt="6">
                {flag('passwordRequireDigit')}
                {flag('passwordRequireLetter')}
              </Stack>
            </HStack>
          </Fieldset.Root>
          <Fieldset.Root>
            <Fieldset.Legend>{LL.manageBackoffice.security.sessions()}</Fieldset.Legend>
            <HStack gap="6" alignItems="start" flexWrap="wrap">
              {number('sessionIdleMinutes')}
              {number('sessionMaxHours')}
            </HStack>
          </Fieldset.Root>
          <Fieldset.Root>
            <Fieldset.Legend>{LL.manageBackoffice.security.login()}</Fieldset.Legend>
            <HStack gap="6" alignItems="start" flexWrap="wrap">
              {number('loginRateLimit')}
              {number('loginAddressRateLimit')}
            </HStack>
          </Fieldset.Root>
          <Fieldset.Root>
            <Fieldset.Legend>{LL.manageBackoffice.security.repos()}</Fieldset.Legend>
            <HStack gap="6" alignItems="start" flexWrap="wrap">
              <Field.Root width="xs">
                <Field.Label>{LL.manageBackoffice.security.repoAllowedHosts()}</Field.Label>
                <Textarea size="sm" rows={4} value={form.hosts} onChange={(event) => setForm({ ...form, hosts: event.target.value })} data-testid="security-repoAllowedHosts" />
              </Field.Root>
              <Field.Root width="xs">
                <Field.Label>{LL.manageBackoffice.security.repoLocalRoots()}</Field.Label>
                <Textarea size="sm" rows={4} value={form.roots} onChange={(event) => setForm({ ...form, roots: event.target.value })} data-testid="security-repoLocalRoots" />
              </Field.Root>
            </HStack>
          </Fieldset.Root>
          <Fieldset.Root>
            <Fieldset.Legend>{LL.manageBackoffice.security.files()}</Fieldset.Legend>
            <Text fontSize="sm">{LL.manageBackoffice.security.previewKinds()}</Text>
            <HStack gap="4" flexWrap="wrap">
              {PREVIEW_KINDS.map((kind) => (
                <Checkbox.Root
                  key={kind}
                  size="sm"
                  checked={form.previewKinds.includes(kind)}
                  onCheckedChange={(details) =>
                    setForm({ ...form, previewKinds: details.checked === true ? [...form.previewKinds, kind] : form.previewKinds.filter((k) => k !== kind) })
                  }
                  data-testid={`security-preview-${kind}`}
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{LL.manageBackoffice.security.previewKind[kind]()}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </HStack>
            {flag('allowExecutableUploads')}
          </Fieldset.Root>
          <Fieldset.Root>
            <Fieldset.Legend>{LL.manageBackoffice.security.audit()}</Fieldset.Legend>
            <Field.Root invalid={!!errors.auditRetentionDays} width="auto">
              <Field.Label>{LL.manageBackoffice.security.auditRetentionDays()}</Field.Label>
              <Input size="sm" width="32" inputMode="numeric" value={form.retention} onChange={(event) => setForm({ ...form, retention: event.target.value })} data-testid="security-auditRetentionDays" />
              <Field.HelperText>{LL.manageBackoffice.security.auditRetentionHelp()}</Field.HelperText>
              <Field.ErrorText>{errors.auditRetentionDays}</Field.ErrorText>
            </Field.Root>
          </Fieldset.Root>
          {serverError ? (
            <Text color="fg.error" fontSize="sm" data-testid="security-error">
              {serverError}
            </Text>
          ) : null}
          <HStack>
            <Button type="submit" size="sm" loading={save.isPending} data-testid="security-save">
              {LL.manageBackoffice.save()}
            </Button>
          </HStack>
        </Stack>
      </form>
      <ShareLinkRulesPanel />
    </ScreenFrame>
  );
}
