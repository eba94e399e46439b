import { Button, Checkbox, Field, Fieldset, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { type ShareLinkRules, shareLinkSettingsEndpoints } from '../../../../contract/share-links';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { api } from '../../../api/client';
import { showToast } from '../../../ui/toaster';

const rulesQuery = queryOptions({ queryKey: ['manage', 'share-link-rules'] as const, queryFn: ({ signal }) => api.call(shareLinkSettingsEndpoints.get, {}, { signal }) });

/** The back office's share link rules: whether links may open for people outside the company, and how long a link may live. */
export function ShareLinkRulesPanel() {
  const { LL } = useI18nContext();
  const queryClient = useQueryClient();
  const rules = useQuery(rulesQuery);
  const save = useMutation({
    mutationFn: (body: ShareLinkRules) => api.call(shareLinkSettingsEndpoints.update, { body }, { globalError: false }),
    onSuccess: (saved) => queryClient.setQueryData(rulesQuery.queryKey, saved),
  });
  const [allowPublic, setAllowPublic] = useState(false);
  const [days, setDays] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (!rules.data) return;
    setAllowPublic(rules.data.allowPublic);
    setDays(rules.data.maxExpiryDays === null ? '' : String(rules.data.maxExpiryDays));
  }, [rules.data]);

  function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    save.mutate(
      { allowPublic, maxExpiryDays: days.trim() === '' ? null : Number(days) },
      { onSuccess: () => showToast('success', LL.manageBackoffice.shareLinkRules.saved()), onError: (failure) => setError(failure.message) },
    );
  }

  if (!rules.data) return null;
  return (
    <form onSubmit={submit} data-testid="share-link-rules">
      <Stack gap="3" mt="6">
        <Fieldset.Root>
          <Fieldset.Legend>{LL.manageBackoffice.shareLinkRules.title()}</Fieldset.Legend>
          <Checkbox.Root size="sm" checked={allowPublic} onCheckedChange={(details) => setAllowPublic(details.checked === true)} data-testid="share-link-rules-public">
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{LL.manageBackoffice.shareLinkRules.allowPublic()}</Checkbox.Label>
          </Checkbox.Root>
          <Field.Root invalid={error !== null} width="auto">
            <Field.Label>{LL.manageBackoffice.shareLinkRules.maxExpiryDays()}</Field.Label>
            <Input size="sm" width="32" inputMode="numeric" value={days} onChange={(event) => setDays(event.target.value)} data-testid="share-link-rules-days" />
          </Field.Root>
          {error ? (
            <Text color="fg.error" fontSize="sm">
              {error}
            </Text>
          ) : null}
        </Fieldset.Root>
        <HStack>
          <Button type="submit" size="sm" loading={save.isPending} data-testid="share-link-rules-save">
            {LL.manageBackoffice.save()}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
