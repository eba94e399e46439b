import { Badge, Box, Button, Checkbox, Flex, Heading, HStack, NativeSelect, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { EffectiveRights, Grant, GrantInput, Library, LibraryRole } from '../../../../contract/library';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { ApiError } from '../../../api/api-error';
import { formatDateTime } from '../../../lib/display-format';
import { type GranteeChoice, GranteeInput } from '../../../ui/grantee-input';
import { showToast } from '../../../ui/toaster';
import { useAddGrants } from '../api/add-grants';
import { useBatchShare } from '../api/batch-share';
import { useEffectiveRights } from '../api/effective-rights';
import { useGrants } from '../api/grants';
import { useRemoveGrants } from '../api/remove-grants';
import { useShareTemplates } from '../api/share-templates';
import { downloadIsChoice, granteeOf, templateGrants } from '../grant-helpers';
import { RoleSelect } from '../role-select';
import { EffectiveRightsCell } from './effective-rights-cell';
import { EffectiveRightsLookup } from './effective-rights-lookup';

/** A library's grants: add one, change a role or the download choice, remove one, or apply a share template. */
export function PermissionsEditor({ library }: { library: Pick<Library, 'id' | 'kind'> }) {
  const { LL, locale } = useI18nContext();
  const grants = useGrants(library.id);
  const effective = useEffectiveRights(library.id);
  const effectiveOf = new Map((effective.data ?? []).map((entry) => [entry.person.id, entry]));
  const templates = useShareTemplates();
  const add = useAddGrants();
  const remove = useRemoveGrants();
  const share = useBatchShare();
  const [grantee, setGrantee] = useState<GranteeChoice | null>(null);
  const [role, setRole] = useState<LibraryRole>('read');
  const [download, setDownload] = useState(true);
  const [templateId, setTemplateId] = useState('');
  const [failure, setFailure] = useState<string | null>(null);

  async function grant(inputs: GrantInput[], done: string) {
    setFailure(null);
    try {
      await add.mutateAsync({ libraryId: library.id, grants: inputs });
      showToast('success', done);
      return true;
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setFailure(error.message);
      return false;
    }
  }

  async function addGrant() {
    if (!grantee) {
      setFailure(LL.library.grants.chooseGrantee());
      return;
    }
    if (await grant([{ grantee: grantee.grantee, role, download }], LL.library.grants.added({ name: grantee.name }))) setGrantee(null);
  }

  async function applyTemplate() {
    const template = templates.data?.find((entry) => String(entry.id) === templateId);
    if (!template) return;
    setFailure(null);
    // Project libraries take templates through batch share, which records the template as the source.
    if (library.kind === 'project') {
      try {
        await share.mutateAsync({ libraryIds: [library.id], templateId: template.id, grants: [] });
        showToast('success', LL.library.grants.templateApplied({ name: template.name }));
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        setFailure(error.message);
      }
      return;
    }
    await grant(templateGrants(template), LL.library.grants.templateApplied({ name: template.name }));
  }

  function change(existing: Grant, next: { role?: LibraryRole; download?: boolean }) {
    void grant([{ grantee: granteeOf(existing.grantee), role: next.role ?? existing.role, download: next.download ?? existing.download }], LL.library.grants.changed({ name: existing.grantee.name }));
  }

  return (
    <Stack gap="6" data-testid="permissions-editor">
      <Box borderWidth="1px" rounded="md" p="4">
        <Heading as="h3" size="sm" mb="3">
          {LL.library.grants.add()}
        </Heading>
        <Flex gap="3" align="flex-start" wrap="wrap">
          <Box flex="1" minWidth="280px">
            <GranteeInput value={grantee} onChange={setGrantee} />
          </Box>
          <RoleSelect value={role} onChange={setRole} label={LL.library.grants.role()} testId="grant-role" />
          <Checkbox.Root size="sm" mt="1.5" data-testid="grant-download" checked={download || !downloadIsChoice(role)} disabled={!downloadIsChoice(role)} onCheckedChange={(details) => setDownload(details.checked === true)}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{LL.library.grants.download()}</Checkbox.Label>
          </Checkbox.Root>
          <Button size="sm" onClick={() => void addGrant()} loading={add.isPending} data-testid="grant-add">
            {LL.library.grants.addButton()}
          </Button>
        </Flex>
        {templates.data?.length ? (
          <HStack gap="2" mt="4">
            <NativeSelect.Root size="sm" width="auto" minWidth="48">
              <NativeSelect.Field aria-label={LL.library.grants.template()} value={templateId} onChange={(event) => setTemplateId(event.target.value)} data-testid="template-select">
                <option value="">{LL.library.grants.template()}</option>
                {templates.data.map((template) => (
                  <option key={template.id} value={template.id}>
                    {template.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Button size="sm" variant="outline" disabled={!templateId} onClick={() => void applyTemplate()} loading={share.isPending} data-testid="template-apply">
              {LL.library.grants.applyTemplate()}
            </Button>
          </HStack>
        ) : null}
        {failure ? (
          <Text color="fg.error" mt="3" role="alert" data-testid="grant-error">
            {failure}
          </Text>
        ) : null}
      </Box>

      {grants.isPending ? (
        <Spinner size="sm" />
      ) : grants.isError ? (
        <Text color="fg.error">{grants.error.message}</Text>
      ) : (
        <Table.Root size="sm" data-testid="grants-table">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{LL.library.grants.grantee()}</Table.ColumnHeader>
              <Table.ColumnHeader>{LL.library.grants.role()}</Table.ColumnHeader>
              <Table.ColumnHeader whiteSpace="nowrap">{LL.library.grants.download()}</Table.ColumnHeader>
              <Table.ColumnHeader>{LL.library.grants.effective()}</Table.ColumnHeader>
              <Table.ColumnHeader>{LL.library.grants.since()}</Table.ColumnHeader>
              <Table.ColumnHeader />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {grants.data.map((existing) => (
              <Table.Row key={`${existing.grantee.type}-${existing.grantee.id}`} data-testid="grant-row" data-name={existing.grantee.name}>
                <Table.Cell whiteSpace="nowrap">
                  <HStack gap="2">
                    <Badge size="sm" variant="subtle">
                      {LL.library.grants.types[existing.grantee.type]()}
                    </Badge>
                    <Text>{existing.grantee.name}</Text>
                    {existing.grantee.account ? <Text color="fg.muted">{existing.grantee.account}</Text> : null}
                  </HStack>
                </Table.Cell>
                <Table.Cell minWidth="32">
                  <RoleSelect value={existing.role} onChange={(next) => change(existing, { role: next })} label={LL.library.grants.roleOf({ name: existing.grantee.name })} testId="grant-row-role" />
                </Table.Cell>
                <Table.Cell>
                  <Checkbox.Root
                    size="sm"
                    checked={existing.download || !downloadIsChoice(existing.role)}
                    disabled={!downloadIsChoice(existing.role)}
                    onCheckedChange={(details) => change(existing, { download: details.checked === true })}
                  >
                    <Checkbox.HiddenInput aria-label={LL.library.grants.downloadOf({ name: existing.grantee.name })} />
                    <Checkbox.Control />
                  </Checkbox.Root>
                </Table.Cell>
                <Table.Cell>
                  {existing.grantee.type === 'user' ? (
                    <PersonEffectiveRights rights={effectiveOf.get(existing.grantee.id)} grant={existing} pending={effective.isPending} />
                  ) : (
                    <Text fontSize="sm" color="fg.muted" data-testid="effective-by-member">
                      {LL.library.grants.effectiveByMember()}
                    </Text>
                  )}
                </Table.Cell>
                <Table.Cell color="fg.muted" whiteSpace="nowrap">
                  {formatDateTime(existing.createdAt, locale)}
                </Table.Cell>
                <Table.Cell textAlign="end">
                  <Button
                    size="xs"
                    variant="ghost"
                    colorPalette="red"
                    disabled={remove.isPending}
                    onClick={() => remove.mutate({ libraryId: library.id, grantees: [granteeOf(existing.grantee)] }, { onSuccess: () => showToast('success', LL.library.grants.removed({ name: existing.grantee.name })) })}
                    data-testid="grant-remove"
                  >
                    {LL.library.grants.remove()}
                  </Button>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
      <EffectiveRightsLookup libraryId={library.id} />
    </Stack>
  );
}

/** A person's effective rights beside their grant; a department's or group's depend on each member, so those rows show none. */
function PersonEffectiveRights({ rights, grant, pending }: { rights: EffectiveRights | undefined; grant: Grant; pending: boolean }) {
  const { LL } = useI18nContext();
  if (rights) return <EffectiveRightsCell rights={rights} grant={grant} />;
  return pending ? (
    <Text fontSize="sm" color="fg.muted">
      {LL.library.grants.effectiveLoading()}
    </Text>
  ) : null;
}
