import { Badge, Button, Checkbox, Field, HStack, Input, NativeSelect, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useEffect, useState } from 'react';
import { LIBRARY_LIMITS, LIBRARY_ROLES, PAGING } from '../../../../contract/constants';
import type { GrantInput, LibraryRole, ShareTemplate } from '../../../../contract/library';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { formatDateTime } from '../../../lib/display-format';
import { pageNumInAddress } from '../../../lib/paging';
import { ConfirmDialog } from '../../../ui/confirm-dialog';
import { DialogForm } from '../../../ui/form-dialog';
import { type GranteeChoice, GranteeInput } from '../../../ui/grantee-input';
import { Labelled } from '../../../ui/labelled';
import { Pager } from '../../../ui/pager';
import { ScreenFrame } from '../../../ui/screen-frame';
import { showToast } from '../../../ui/toaster';
import { useDeleteTemplate, useSaveTemplate, useTemplates } from '../api/backoffice';

interface Search {
  keyword?: string;
  pageNum?: number;
}

interface EditedGrant extends GrantInput {
  name: string;
}

/** The dialog that creates a template or changes one: a name and its grants. */
function TemplateDialog({ template, onClose }: { template: ShareTemplate | 'new'; onClose: () => void }) {
  const { LL } = useI18nContext();
  const save = useSaveTemplate();
  const existing = template === 'new' ? null : template;
  const [name, setName] = useState(existing?.name ?? '');
  const [grants, setGrants] = useState<EditedGrant[]>(
    existing?.grants.map((grant) => ({
      grantee: grant.grantee.type === 'user' ? { type: 'user', account: grant.grantee.account ?? '' } : { type: grant.grantee.type, id: grant.grantee.id },
      role: grant.role,
      download: grant.download,
      name: grant.grantee.name,
    })) ?? [],
  );
  const [choice, setChoice] = useState<GranteeChoice | null>(null);
  const [role, setRole] = useState<LibraryRole>('read');
  const [download, setDownload] = useState(true);
  const [error, setError] = useState<string | null>(null);

  function add() {
    if (!choice) return;
    const key = JSON.stringify(choice.grantee);
    setGrants([...grants.filter((grant) => JSON.stringify(grant.grantee) !== key), { grantee: choice.grantee, role, download, name: choice.name }]);
    setChoice(null);
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return setError(LL.manageBackoffice.templates.nameRequired());
    if (!grants.length) return setError(LL.manageBackoffice.templates.noGrants());
    setError(null);
    save.mutate(
      { id: existing?.id, name: name.trim(), grants: grants.map(({ grantee, role: r, download: d }) => ({ grantee, role: r, download: d })) },
      {
        onSuccess: () => {
          showToast('success', existing ? LL.manageBackoffice.templates.updated() : LL.manageBackoffice.templates.created());
          onClose();
        },
        onError: (failure) => setError(failure.message),
      },
    );
  }

  return (
    <DialogForm
      title={existing ? LL.manageBackoffice.templates.editTitle() : LL.manageBackoffice.templates.createTitle()}
      testId="template-dialog"
      submitTestId="template-save"
      submitLabel={LL.manageBackoffice.save()}
      pending={save.isPending}
      size="lg"
      onSubmit={submit}
      onClose={onClose}
    >
      <Stack gap="4">
        <Field.Root required>
          <Field.Label>{LL.manageBackoffice.templates.name()}</Field.Label>
          <Input size="sm" value={name} maxLength={LIBRARY_LIMITS.templateNameMax} onChange={(event) => setName(event.target.value)} data-testid="template-name" />
        </Field.Root>
        <Stack gap="2">
          <Text fontSize="sm" fontWeight="medium">
            {LL.manageBackoffice.templates.grants()}
          </Text>
          <GranteeInput value={choice} onChange={setChoice} />
          <HStack gap="3">
            <NativeSelect.Root size="sm" width="auto">
              <NativeSelect.Field aria-label={LL.library.grants.role()} value={role} onChange={(event) => setRole(event.target.value as LibraryRole)} data-testid="template-role">
                {LIBRARY_ROLES.map((r) => (
                  <option key={r} value={r}>
                    {LL.library.roles[r]()}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Checkbox.Root size="sm" checked={download} onCheckedChange={(details) => setDownload(details.checked === true)}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{LL.manageBackoffice.templates.download()}</Checkbox.Label>
            </Checkbox.Root>
            <Button size="sm" variant="outline" disabled={!choice} onClick={add} data-testid="template-add-grant">
              {LL.manageBackoffice.templates.addGrant()}
            </Button>
          </HStack>
          {grants.map((grant) => (
            <HStack key={JSON.stringify(grant.grantee)} gap="2" data-testid="template-grant">
              <Text fontSize="sm">{grant.name}</Text>
              <Badge size="sm">{LL.library.roles[grant.role]()}</Badge>
              {grant.download || grant.role === 'admin' || grant.role === 'edit' ? <Badge size="sm">{LL.manageBackoffice.templates.download()}</Badge> : null}
              <Button size="xs" variant="ghost" onClick={() => setGrants(grants.filter((g) => g !== grant))}>
                {LL.manageBackoffice.templates.removeGrant({ name: grant.name })}
              </Button>
            </HStack>
          ))}
        </Stack>
        {error ? (
          <Text color="fg.error" fontSize="sm" data-testid="template-error">
            {error}
          </Text>
        ) : null}
      </Stack>
    </DialogForm>
  );
}

/** manage/shareTemplate: every share template; create, change and delete them. */
export function ShareTemplateScreen({ search }: { search: Search }) {
  const { LL, locale } = useI18nContext();
  const navigate = useNavigate();
  const templates = useTemplates(search.keyword?.trim() || undefined, search.pageNum ?? 1, PAGING.lists.defaultSize);
  const remove = useDeleteTemplate();
  const [keyword, setKeyword] = useState(search.keyword ?? '');
  const [editing, setEditing] = useState<ShareTemplate | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ShareTemplate | null>(null);

  useEffect(() => setKeyword(search.keyword ?? ''), [search.keyword]);

  function submit(event: FormEvent) {
    event.preventDefault();
    void navigate({ to: '/manage/shareTemplate', search: { keyword: keyword.trim() || undefined } });
  }

  return (
    <ScreenFrame>
      <Text fontSize="sm" color="fg.muted" mb="3">
        {LL.manageBackoffice.templates.intro()}
      </Text>
      <form onSubmit={submit}>
        <HStack gap="3" mb="2" alignItems="end" flexWrap="wrap">
          <Labelled label={LL.manageBackoffice.templates.keyword()}>
            <Input size="sm" width="56" value={keyword} maxLength={100} onChange={(event) => setKeyword(event.target.value)} data-testid="templates-keyword" />
          </Labelled>
          <Button size="sm" type="submit">
            {LL.manageBackoffice.search()}
          </Button>
          <Button size="sm" variant="outline" onClick={() => setEditing('new')} data-testid="templates-create">
            {LL.manageBackoffice.templates.create()}
          </Button>
        </HStack>
      </form>
      {templates.isPending ? (
        <Spinner size="sm" mt="4" />
      ) : templates.isError ? (
        <Text color="fg.error" mt="4">
          {templates.error.message}
        </Text>
      ) : templates.data.content.length === 0 ? (
        <Text color="fg.muted" mt="4" data-testid="templates-none">
          {LL.manageBackoffice.none()}
        </Text>
      ) : (
        <>
          <Table.Root size="sm" mt="4" data-testid="templates-table">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{LL.manageBackoffice.templates.name()}</Table.ColumnHeader>
                <Table.ColumnHeader>{LL.manageBackoffice.templates.grants()}</Table.ColumnHeader>
                <Table.ColumnHeader>{LL.manageBackoffice.templates.createdBy()}</Table.ColumnHeader>
                <Table.ColumnHeader>{LL.manageBackoffice.templates.updatedAt()}</Table.ColumnHeader>
                <Table.ColumnHeader />
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {templates.data.content.map((template) => (
                <Table.Row key={template.id} data-testid="templates-row" data-name={template.name}>
                  <Table.Cell>{template.name}</Table.Cell>
                  <Table.Cell>
                    <HStack gap="1" flexWrap="wrap">
                      {template.grants.map((grant) => (
                        <Badge key={`${grant.grantee.type}:${grant.grantee.id}`} size="sm" variant="subtle">
                          {grant.grantee.name} · {LL.library.roles[grant.role]()}
                        </Badge>
                      ))}
                    </HStack>
                  </Table.Cell>
                  <Table.Cell>{template.createdBy ? `${template.createdBy.name} (${template.createdBy.account})` : '—'}</Table.Cell>
                  <Table.Cell color="fg.muted" whiteSpace="nowrap">
                    {formatDateTime(template.updatedAt, locale)}
                  </Table.Cell>
                  <Table.Cell>
                    <HStack gap="1">
                      <Button size="xs" variant="ghost" onClick={() => setEditing(template)} data-testid="templates-edit">
                        {LL.manageBackoffice.templates.edit()}
                      </Button>
                      <Button size="xs" variant="ghost" colorPalette="red" onClick={() => setDeleting(template)} data-testid="templates-delete">
                        {LL.manageBackoffice.templates.delete()}
                      </Button>
                    </HStack>
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
          <Pager page={templates.data} pageLink={(pageNum) => ({ to: '/manage/shareTemplate', search: { ...search, pageNum: pageNumInAddress(pageNum) } })} />
        </>
      )}
      {editing ? <TemplateDialog template={editing} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        title={LL.manageBackoffice.templates.deleteTitle()}
        message={LL.manageBackoffice.templates.deleteMessage({ name: deleting?.name ?? '' })}
        confirmLabel={LL.manageBackoffice.templates.delete()}
        danger
        pending={remove.isPending}
        onConfirm={() =>
          deleting &&
          remove.mutate(deleting.id, {
            onSuccess: () => {
              showToast('success', LL.manageBackoffice.templates.deleted());
              setDeleting(null);
            },
            onError: (failure) => {
              showToast('error', failure.message);
              setDeleting(null);
            },
          })
        }
        onClose={() => setDeleting(null)}
      />
    </ScreenFrame>
  );
}
