import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useNavigate, useRouter } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { WIKI_LIMITS } from '../../../../contract/wiki';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { ApiError } from '../../../api/api-error';
import { useWikiTree } from '../../../api/wiki-queries';
import { ScreenFrame } from '../../../ui/screen-frame';
import { useCreateWikiPage } from '../api/wiki-mutations';
import { WikiFrame } from '../wiki-frame';

/** A new page, at the top or under `parentId`; it opens in the editor once created. */
export function WikiCreateScreen({ libraryId, parentId }: { libraryId: number; parentId?: number }) {
  const { LL } = useI18nContext();
  const navigate = useNavigate();
  const router = useRouter();
  const tree = useWikiTree(libraryId);
  const create = useCreateWikiPage(libraryId);
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | null>(null);
  const parent = parentId === undefined ? null : tree.data?.pages.find((page) => page.id === parentId);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (title.trim() === '') {
      setError(LL.validation.necessary());
      return;
    }
    try {
      const page = await create.mutateAsync({ title, parentId: parentId ?? null });
      void navigate({ to: '/doc/lib/$libraryId/wiki/edit', params: { libraryId }, search: { id: page.id }, replace: true });
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : LL.errors.serverError());
    }
  }

  return (
    <ScreenFrame>
      <WikiFrame libraryId={libraryId} currentId={parentId ?? null}>
        <form onSubmit={(event) => void submit(event)} noValidate data-testid="wiki-create-form">
          <Stack gap="4" maxWidth="xl">
            <Text color="fg.muted" data-testid="wiki-create-parent">
              {parentId === undefined ? LL.wiki.create.top() : parent ? LL.wiki.create.under({ title: parent.title }) : tree.data ? LL.wiki.create.noParent() : ''}
            </Text>
            <Field.Root invalid={error !== null} required>
              <Field.Label>{LL.wiki.dialogs.titleLabel()}</Field.Label>
              <Input
                autoFocus
                value={title}
                maxLength={WIKI_LIMITS.titleMax}
                onChange={(event) => {
                  setTitle(event.target.value);
                  setError(null);
                }}
                data-testid="wiki-create-title"
              />
              <Field.ErrorText data-testid="wiki-create-error">{error}</Field.ErrorText>
            </Field.Root>
            <HStack>
              <Button type="submit" loading={create.isPending} data-testid="wiki-create-submit">
                {LL.wiki.dialogs.create()}
              </Button>
              <Button variant="outline" onClick={() => router.history.back()}>
                {LL.common.cancel()}
              </Button>
            </HStack>
          </Stack>
        </form>
      </WikiFrame>
    </ScreenFrame>
  );
}
