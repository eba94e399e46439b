import { Box, Stack, Text } from '@chakra-ui/react';
import { LIBRARY_ROLES } from '../../../../contract/constants';
import type { EffectiveRights, Grant, LibraryRight, RightSource } from '../../../../contract/library';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { WarningIcon } from '../../../ui/icons';
import { downloadIsChoice } from '../grant-helpers';

/** A stronger role comes first in LIBRARY_ROLES. */
function stronger(a: Grant['role'], b: Grant['role']): boolean {
  return LIBRARY_ROLES.indexOf(a) < LIBRARY_ROLES.indexOf(b);
}

function sourcesOf(rights: EffectiveRights, right: LibraryRight): RightSource[] {
  return rights.rights.find((entry) => entry.right === right)?.sources ?? [];
}

/**
 * What a person may really do in the library beside the grant set for them here, and, where another grant
 * (a department's, a group's, being a classification admin…) gives more than this one, which grant that
 * is: the widest grant wins, so a role or a 'no download' set here may have no effect.
 */
export function EffectiveRightsCell({ rights, grant, detailed = false }: { rights: EffectiveRights; grant?: Pick<Grant, 'role' | 'download'>; detailed?: boolean }) {
  const { LL } = useI18nContext();
  const t = LL.library.grants;

  const describe = (sources: RightSource[]) =>
    sources
      .map((source) => (source.via === 'department' || source.via === 'group' ? t.sources[source.via]({ name: source.name }) : t.sources[source.via]()))
      .join(t.sourceSeparator());

  const download = rights.rights.find((entry) => entry.right === 'download')?.allowed ?? false;
  const notes: { key: string; text: string }[] = [];
  if (grant && rights.role && stronger(rights.role, grant.role)) {
    notes.push({ key: 'role', text: t.effectiveRole({ role: LL.library.roles[rights.role](), source: describe(sourcesOf(rights, rights.role)) }) });
  }
  if (grant && downloadIsChoice(grant.role) && !grant.download && download) {
    notes.push({ key: 'download', text: t.effectiveDownload({ source: describe(sourcesOf(rights, 'download')) }) });
  }

  return (
    <Stack gap="1" data-testid="effective-rights" data-outweighed={notes.length ? 'true' : 'false'}>
      <Text fontSize="sm" data-testid="effective-summary">
        {rights.role ? t.effectiveSummary({ role: LL.library.roles[rights.role](), download: download ? t.downloadAllowed() : t.downloadRefused() }) : t.effectiveNone()}
      </Text>
      {detailed
        ? rights.rights
            .filter((entry) => entry.allowed)
            .map((entry) => (
              <Text key={entry.right} fontSize="sm" color="fg.muted" data-testid={`effective-right-${entry.right}`}>
                {t.rightFrom({ right: t.rights[entry.right](), source: describe(entry.sources) })}
              </Text>
            ))
        : null}
      {notes.length ? (
        <Box role="note" borderLeftWidth="3px" borderColor="orange.solid" bg="orange.subtle" color="orange.fg" px="2" py="1" rounded="sm" maxWidth="sm" data-testid="effective-outweighed">
          {notes.map((note) => (
            <Text key={note.key} fontSize="sm" fontWeight="medium" display="flex" alignItems="center" gap="1" data-testid={`effective-note-${note.key}`}>
              <WarningIcon />
              {note.text}
            </Text>
          ))}
          <Text fontSize="xs">{t.outweighed()}</Text>
        </Box>
      ) : null}
    </Stack>
  );
}
