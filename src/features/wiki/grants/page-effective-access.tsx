import { Box, Stack, Text } from '@chakra-ui/react';
import type { EffectivePageAccess, PageAccessSource, WikiAccess } from '../../../../contract/wiki';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { WarningIcon } from '../../../ui/icons';

/**
 * What a person may really do with the page beside the grant set for them: a department's or group's
 * 'edit' on the same page outweighs a person's 'read' (the widest grant on a page wins), while a page above
 * or the library may hold them to less than the grant says.
 */
export function PageEffectiveAccess({ entry, pageId, granted }: { entry: EffectivePageAccess; pageId: number; granted?: WikiAccess }) {
  const { LL } = useI18nContext();
  const t = LL.wikiGrants;

  const describe = (sources: PageAccessSource[]) =>
    entry.libraryAdmin
      ? t.libraryAdmin()
      : sources
          // The library access is where every page starts; the page grants are what this screen sets.
          .filter((source) => source.pageId !== null && (source.via === 'user' || source.via === 'department' || source.via === 'group'))
          .map((source) => {
            const named = source.via === 'user' ? t.sources.user() : t.sources[source.via as 'department' | 'group']({ name: source.name });
            return source.pageId === pageId ? named : t.sourceOnPage({ source: named, title: source.pageTitle });
          })
          .join(t.sourceSeparator());
  const edit = entry.rights.find((right) => right.right === 'edit');
  const outweighed = granted === 'read' && edit?.allowed === true;
  const held = granted === 'edit' && edit !== undefined && !edit.allowed;

  return (
    <Stack gap="1" data-testid="page-effective" data-outweighed={outweighed ? 'true' : 'false'}>
      <Text fontSize="sm" color="fg.muted" data-testid="page-effective-summary">
        {entry.access ? t.effective({ access: t.access[entry.access]() }) : t.effectiveNone()}
      </Text>
      {outweighed && edit ? (
        <Box role="note" borderLeftWidth="3px" borderColor="orange.solid" bg="orange.subtle" color="orange.fg" px="2" py="1" rounded="sm" maxWidth="lg" data-testid="page-effective-outweighed">
          <Text fontSize="sm" fontWeight="medium" display="flex" alignItems="center" gap="1" data-testid="page-effective-note">
            <WarningIcon />
            {t.allowedFrom({ right: t.rights.edit(), source: describe(edit.sources) })}
          </Text>
          <Text fontSize="xs">{t.outweighed()}</Text>
        </Box>
      ) : null}
      {held && edit ? (
        <Text fontSize="sm" color="fg.muted" data-testid="page-effective-limited">
          {t.refusedBy({ right: t.rights.edit(), where: edit.limitedBy ? t.limitPage({ title: edit.limitedBy.pageTitle }) : t.limitLibrary() })}
        </Text>
      ) : null}
    </Stack>
  );
}
