import { Box, Button, Checkbox, Dialog, Field, HStack, NativeSelect, Portal, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useEffect, useState } from 'react';
import type { LibraryRole, Person } from '../../../../contract/library';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { ApiError } from '../../../api/api-error';
import { type GranteeChoice, GranteeInput } from '../../../ui/grantee-input';
import { PersonPicker } from '../../../ui/person-picker';
import { showToast } from '../../../ui/toaster';
import { useBatchShare } from '../api/batch-share';
import { useBatchUnShare } from '../api/batch-unshare';
import { useBatchUpdateAdmins } from '../api/batch-update-admins';
import { useShareTemplates } from '../api/share-templates';
import { downloadIsChoice } from '../grant-helpers';
import { RoleSelect } from '../role-select';

export type BatchMode = 'share' | 'unshare' | 'admins';

interface Props {
  mode: BatchMode | null;
  libraryIds: number[];
  onClose: () => void;
}

/** One change to many project libraries: share (a template and/or a grant), unshare, or set admins. */
export function BatchDialog({ mode, libraryIds, onClose }: Props) {
  const { LL } = useI18nContext();
  const templates = useShareTemplates();
  const share = useBatchShare();
  const unshare = useBatchUnShare();
  const admins = useBatchUpdateAdmins();
  const [templateId, setTemplateId] = useState('');
  const [grantee, setGrantee] = useState<GranteeChoice | null>(null);
  const [role, setRole] = useState<LibraryRole>('read');
  const [download, setDownload] = useState(true);
  const [people, setPeople] = useState<Person[]>([]);
  const [failure, setFailure] = useState<string | null>(null);

  useEffect(() => {
    setTemplateId('');
    setGrantee(null);
    setRole('read');
    setDownload(true);
    setPeople([]);
    setFailure(null);
  }, [mode]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setFailure(null);
    try {
      if (mode === 'share') {
        if (!templateId && !grantee) return setFailure(LL.library.grants.chooseGrantee());
        await share.mutateAsync({
          libraryIds,
          templateId: templateId ? Number(templateId) : undefined,
          grants: grantee ? [{ grantee: grantee.grantee, role, download }] : [],
        });
      } else if (mode === 'unshare') {
        if (!grantee) return setFailure(LL.library.grants.chooseGrantee());
        await unshare.mutateAsync({ libraryIds, grantees: [grantee.grantee] });
      } else if (mode === 'admins') {
        if (!people.length) return setFailure(LL.validation.atLeastOne());
        await admins.mutateAsync({ libraryIds, admins: people.map((person) => person.account) });
      }
      showToast('success', LL.library.project.batchDone({ count: libraryIds.length }));
      onClose();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setFailure(error.message);
    }
  }

  const titles: Record<BatchMode, string> = { share: LL.library.project.batchShare(), unshare: LL.library.project.batchUnShare(), admins: LL.library.project.batchAdmins() };

  return (
    <Dialog.Root open={mode !== null} onOpenChange={(details) => (details.open ? undefined : onClose())} placement="center" size="lg">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild>
            <form onSubmit={(event) => void submit(event)} noValidate data-testid="batch-dialog">
              <Dialog.Header>
                <Dialog.Title>{mode ? titles[mode] : ''}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Text fontSize="sm" color="fg.muted" mb="4">
                  {LL.library.project.selectedCount({ count: libraryIds.length })}
                </Text>
                <Stack gap="4">
                  {mode === 'share' ? (
                    <Field.Root>
                      <Field.Label>{LL.library.grants.template()}</Field.Label>
                      <NativeSelect.Root size="sm">
                        <NativeSelect.Field value={templateId} onChange={(event) => setTemplateId(event.target.value)} data-testid="batch-template">
                          <option value="">{LL.library.project.noTemplate()}</option>
                          {(templates.data ?? []).map((template) => (
                            <option key={template.id} value={template.id}>
                              {template.name}
                            </option>
                          ))}
                        </NativeSelect.Field>
                        <NativeSelect.Indicator />
                      </NativeSelect.Root>
                    </Field.Root>
                  ) : null}
                  {mode === 'share' || mode === 'unshare' ? (
                    <Box>
                      <Text fontWeight="medium" fontSize="sm" mb="2">
                        {LL.library.grants.grantee()}
                      </Text>
                      <GranteeInput value={grantee} onChange={setGrantee} />
                    </Box>
                  ) : null}
                  {mode === 'share' ? (
                    <HStack gap="3">
                      <RoleSelect value={role} onChange={setRole} label={LL.library.grants.role()} testId="batch-role" />
                      <Checkbox.Root size="sm" checked={download || !downloadIsChoice(role)} disabled={!downloadIsChoice(role)} onCheckedChange={(details) => setDownload(details.checked === true)}>
                        <Checkbox.HiddenInput />
                        <Checkbox.Control />
                        <Checkbox.Label>{LL.library.grants.download()}</Checkbox.Label>
                      </Checkbox.Root>
                    </HStack>
                  ) : null}
                  {mode === 'admins' ? <PersonPicker value={people} onChange={setPeople} label={LL.library.fields.admins()} testId="batch-admins" /> : null}
                </Stack>
                {failure ? (
                  <Text color="fg.error" mt="3" role="alert" data-testid="batch-error">
                    {failure}
                  </Text>
                ) : null}
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose}>
                  {LL.common.cancel()}
                </Button>
                <Button type="submit" loading={share.isPending || unshare.isPending || admins.isPending} data-testid="batch-submit">
                  {LL.common.confirm()}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
