import { Badge, Box, Button, Flex, Heading, HStack, NativeSelect, Spinner, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { Grantee } from '../../../../contract/library';
import { type WikiAccess, wikiEndpoints } from '../../../../contract/wiki';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { api } from '../../../api/client';
import { wikiKeys } from '../../../api/wiki-keys';
import { useWikiPage } from '../../../api/wiki-queries';
import { ExceptionPage } from '../../../ui/exception-page';
import { type GranteeChoice, GranteeInput } from '../../../ui/grantee-input';
import { ScreenFrame } from '../../../ui/screen-frame';
import { showToast } from '../../../ui/toaster';
import { PageEffectiveAccess } from './page-effective-access';
import { useWikiEffectiveGrants, useWikiGrants } from './wiki-grants-api';

interface OwnGrant {
  grantee: Grantee;
  name: string;
  access: WikiAccess;
}

/** Who may read or edit a page: its own grants, changed here, and those of the pages above it. */
export function WikiGrantsScreen({ libraryId, id }: { libraryId: number; id?: number }) {
  return <ScreenFrame showTitle={false}>{id === undefined ? <ExceptionPage type="notFound" /> : <WikiGrants libraryId={libraryId} pageId={id} />}</ScreenFrame>;
}

function keyOf(grantee: Grantee): string {
  return grantee.type === 'user' ? `user:${grantee.account}` : `${grantee.type}:${grantee.id}`;
}

function WikiGrants({ libraryId, pageId }: { libraryId: number; pageId: number }) {
  const { LL } = useI18nContext();
  const queryClient = useQueryClient();
  const page = useWikiPage(libraryId, pageId);
  const grants = useWikiGrants(libraryId, pageId);
  const effective = useWikiEffectiveGrants(libraryId, pageId, grants.data?.canManage === true);
  const effectiveOf = new Map((effective.data ?? []).map((entry) => [entry.person.account, entry]));
  const [own, setOwn] = useState<OwnGrant[] | null>(null);
  const [choice, setChoice] = useState<GranteeChoice | null>(null);
  const [access, setAccess] = useState<WikiAccess>('read');
  const [failure, setFailure] = useState('');
  const save = useMutation({
    mutationFn: (list: OwnGrant[]) =>
      api.call(wikiEndpoints.setGrants, { params: { libraryId, pageId }, body: { grants: list.map(({ grantee, access }) => ({ grantee, access })) } }, { globalError: false }),
    onSuccess: async () => {
      setOwn(null);
      setFailure('');
      showToast('success', LL.wikiGrants.saved());
      await queryClient.invalidateQueries({ queryKey: wikiKeys.library(libraryId) });
    },
    onError: (error) => setFailure(error.message),
  });

  if (grants.isPending) return <Spinner size="sm" />;
  if (grants.isError)
    return (
      <Text color="fg.error" data-testid="wiki-grants-error">
        {grants.error.message}
      </Text>
    );

  const inherited = grants.data.grants.filter((grant) => grant.inherited);
  const current: OwnGrant[] =
    own ??
    grants.data.grants
      .filter((grant) => !grant.inherited)
      .map((grant) => ({
        grantee: grant.grantee.type === 'user' ? { type: 'user', account: grant.grantee.account ?? '' } : { type: grant.grantee.type, id: grant.grantee.id },
        name: grant.grantee.name,
        access: grant.access,
      }));

  function add() {
    if (!choice) {
      setFailure(LL.wikiGrants.chooseGrantee());
      return;
    }
    const rest = current.filter((grant) => keyOf(grant.grantee) !== keyOf(choice.grantee));
    setOwn([...rest, { grantee: choice.grantee, name: choice.name, access }]);
    setChoice(null);
    setFailure('');
  }

  return (
    <Stack gap="4" data-testid="wiki-grants">
      <Flex justify="space-between" align="center" gap="4">
        <Heading as="h2" size="2xl">
          {LL.wikiGrants.title({ title: page.data?.title ?? '' })}
        </Heading>
        <Button asChild size="sm" variant="outline">
          <Link to="/doc/lib/$libraryId/wiki/list/$id" params={{ libraryId, id: String(pageId) }}>
            {LL.wikiHistory.backToPage()}
          </Link>
        </Button>
      </Flex>
      <Text fontSize="sm" color="fg.muted">
        {current.length || inherited.length ? LL.wikiGrants.restrictedHint() : LL.wikiGrants.openHint()}
      </Text>
      {inherited.length ? (
        <Stack gap="1">
          <Heading as="h3" size="sm">
            {LL.wikiGrants.inherited()}
          </Heading>
          {inherited.map((grant) => (
            <HStack key={`${grant.pageId}:${grant.grantee.type}:${grant.grantee.id}`} gap="2" data-testid="wiki-grant-inherited">
              <Text>{grant.grantee.name}</Text>
              <Badge size="sm">{LL.wikiGrants.access[grant.access]()}</Badge>
              <Text fontSize="xs" color="fg.muted">
                {LL.wikiGrants.from({ title: grant.pageTitle })}
              </Text>
              {grant.grantee.type === 'user' && effectiveOf.has(grant.grantee.account ?? '') ? (
                <PageEffectiveAccess entry={effectiveOf.get(grant.grantee.account ?? '')!} pageId={pageId} />
              ) : null}
            </HStack>
          ))}
        </Stack>
      ) : null}
      <Stack gap="1">
        <Heading as="h3" size="sm">
          {LL.wikiGrants.own()}
        </Heading>
        {current.map((grant, index) => (
          <Stack key={keyOf(grant.grantee)} gap="1" data-testid="wiki-grant-own" data-name={grant.name}>
            <HStack gap="2">
              <Text>{grant.name}</Text>
              <Badge size="sm">{LL.wikiGrants.access[grant.access]()}</Badge>
              {grants.data.canManage ? (
                <Button size="2xs" variant="ghost" onClick={() => setOwn(current.filter((_, other) => other !== index))} data-testid="wiki-grant-remove">
                  {LL.wikiGrants.remove()}
                </Button>
              ) : null}
            </HStack>
            {/* The explanation is of the saved grants: while changes are unsaved it would describe something else. */}
            {own === null && grant.grantee.type === 'user' && effectiveOf.has(grant.grantee.account) ? (
              <Box ps="4">
                <PageEffectiveAccess entry={effectiveOf.get(grant.grantee.account)!} pageId={pageId} granted={grant.access} />
              </Box>
            ) : null}
          </Stack>
        ))}
      </Stack>
      {grants.data.canManage ? (
        <HStack gap="2" align="end" flexWrap="wrap">
          <GranteeInput value={choice} onChange={setChoice} />
          <NativeSelect.Root size="sm" maxW="40">
            <NativeSelect.Field aria-label={LL.library.grants.role()} value={access} onChange={(event) => setAccess(event.target.value as WikiAccess)} data-testid="wiki-grant-access">
              <option value="read">{LL.wikiGrants.access.read()}</option>
              <option value="edit">{LL.wikiGrants.access.edit()}</option>
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Button size="sm" variant="outline" onClick={add} data-testid="wiki-grant-add">
            {LL.wikiGrants.add()}
          </Button>
        </HStack>
      ) : (
        <Text fontSize="sm" color="fg.muted" data-testid="wiki-grants-readonly">
          {LL.wikiGrants.cannotManage()}
        </Text>
      )}
      {failure ? (
        <Text color="fg.error" data-testid="wiki-grants-error">
          {failure}
        </Text>
      ) : null}
      {grants.data.canManage ? (
        <Button size="sm" alignSelf="start" disabled={own === null} loading={save.isPending} onClick={() => save.mutate(current)} data-testid="wiki-grants-save">
          {LL.wikiGrants.save()}
        </Button>
      ) : null}
    </Stack>
  );
}
