import { Button, Dialog, Field, Input, NativeSelect, Portal, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import type { ShareAudience, ShareLinkMode } from '../../../contract/share-links';
import { useI18nContext } from '../../../i18n/i18n-react';
import { shareLinkAddress, shareLinkRulesQuery, useCreateShareLink } from './share-link-api';

interface Props {
  libraryId: number;
  node: { id: number; name: string; kind: 'file' | 'folder' };
  onClose: () => void;
}

/** Makes a share link to a file or folder (audience, password, expiry, limit, mode) and shows it with a copy button. */
export function ShareLinkDialog({ libraryId, node, onClose }: Props) {
  const { LL } = useI18nContext();
  const rules = useQuery(shareLinkRulesQuery);
  const create = useCreateShareLink();
  const [audience, setAudience] = useState<ShareAudience>('signed_in');
  const [ids, setIds] = useState('');
  const [mode, setMode] = useState<ShareLinkMode>('view');
  const [password, setPassword] = useState('');
  const [expiry, setExpiry] = useState('');
  const [limit, setLimit] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [made, setMade] = useState<string | null>(null);
  const [copied, setCopied] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    create.mutate(
      {
        libraryId,
        nodeId: node.id,
        audience,
        audienceIds: ids.split(/[,，\s]+/).filter(Boolean).map(Number),
        mode,
        ...(password ? { password } : {}),
        expiresAt: expiry ? new Date(`${expiry}T23:59:59`).getTime() : null,
        downloadLimit: limit ? Number(limit) : null,
      },
      { onSuccess: (link) => setMade(shareLinkAddress(link.token)), onError: (failure) => setError(failure.message) },
    );
  }

  return (
    <Dialog.Root open onOpenChange={(details) => !details.open && onClose()}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="share-link-dialog">
            <Dialog.Header>
              <Dialog.Title>{LL.shareLinks.dialogTitle({ name: node.name })}</Dialog.Title>
            </Dialog.Header>
            {made ? (
              <Dialog.Body>
                <Stack gap="3">
                  <Text>{LL.shareLinks.made()}</Text>
                  <Input readOnly value={made} data-testid="share-link-address" onFocus={(event) => event.currentTarget.select()} />
                  <Button
                    alignSelf="start"
                    onClick={() => {
                      void navigator.clipboard?.writeText(made).then(() => setCopied(true), () => undefined);
                    }}
                  >
                    {copied ? LL.shareLinks.copied() : LL.shareLinks.copy()}
                  </Button>
                </Stack>
              </Dialog.Body>
            ) : (
              <form onSubmit={submit}>
                <Dialog.Body>
                  <Stack gap="3">
                    <Field.Root>
                      <Field.Label>{LL.shareLinks.audience()}</Field.Label>
                      <NativeSelect.Root>
                        <NativeSelect.Field value={audience} onChange={(event) => setAudience(event.currentTarget.value as ShareAudience)} data-testid="share-link-audience">
                          <option value="signed_in">{LL.shareLinks.audienceSignedIn()}</option>
                          <option value="departments">{LL.shareLinks.audienceDepartments()}</option>
                          <option value="groups">{LL.shareLinks.audienceGroups()}</option>
                          {rules.data?.allowPublic ? <option value="public">{LL.shareLinks.audiencePublic()}</option> : null}
                        </NativeSelect.Field>
                      </NativeSelect.Root>
                    </Field.Root>
                    {audience === 'departments' || audience === 'groups' ? (
                      <Field.Root>
                        <Field.Label>{LL.shareLinks.audienceIds()}</Field.Label>
                        <Input value={ids} onChange={(event) => setIds(event.currentTarget.value)} />
                      </Field.Root>
                    ) : null}
                    {node.kind === 'folder' ? (
                      <Field.Root>
                        <Field.Label>{LL.shareLinks.mode()}</Field.Label>
                        <NativeSelect.Root>
                          <NativeSelect.Field value={mode} onChange={(event) => setMode(event.currentTarget.value as ShareLinkMode)} data-testid="share-link-mode">
                            <option value="view">{LL.shareLinks.modeView()}</option>
                            <option value="upload">{LL.shareLinks.modeUpload()}</option>
                          </NativeSelect.Field>
                        </NativeSelect.Root>
                      </Field.Root>
                    ) : null}
                    <Field.Root>
                      <Field.Label>{LL.shareLinks.password()}</Field.Label>
                      <Input type="password" autoComplete="new-password" value={password} onChange={(event) => setPassword(event.currentTarget.value)} data-testid="share-link-password" />
                    </Field.Root>
                    <Field.Root>
                      <Field.Label>{LL.shareLinks.expiry()}</Field.Label>
                      <Input type="date" value={expiry} onChange={(event) => setExpiry(event.currentTarget.value)} data-testid="share-link-expiry" />
                    </Field.Root>
                    {mode === 'view' ? (
                      <Field.Root>
                        <Field.Label>{LL.shareLinks.limit()}</Field.Label>
                        <Input type="number" min={1} value={limit} onChange={(event) => setLimit(event.currentTarget.value)} data-testid="share-link-limit" />
                      </Field.Root>
                    ) : null}
                    {error ? (
                      <Text color="fg.error" role="alert">
                        {error}
                      </Text>
                    ) : null}
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer>
                  <Button type="submit" loading={create.isPending} data-testid="share-link-create">
                    {LL.shareLinks.create()}
                  </Button>
                </Dialog.Footer>
              </form>
            )}
            {made ? (
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose}>
                  {LL.shareLinks.close()}
                </Button>
              </Dialog.Footer>
            ) : null}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
