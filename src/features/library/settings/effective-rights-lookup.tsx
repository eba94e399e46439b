import { Box, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { Person } from '../../../../contract/library';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { PersonPicker } from '../../../ui/person-picker';
import { useEffectiveRights } from '../api/effective-rights';
import { EffectiveRightsCell } from './effective-rights-cell';

/** Anyone's rights in the library, right by right with the grants behind each: a department's or group's members have no row of their own above. */
export function EffectiveRightsLookup({ libraryId }: { libraryId: number }) {
  const { LL } = useI18nContext();
  const [people, setPeople] = useState<Person[]>([]);
  const person = people[0];
  const rights = useEffectiveRights(libraryId, person?.account, person !== undefined);

  return (
    <Box borderWidth="1px" rounded="md" p="4" data-testid="effective-lookup">
      <Heading as="h3" size="sm" mb="3">
        {LL.library.grants.lookup()}
      </Heading>
      <Stack gap="3" maxWidth="xl">
        <PersonPicker value={people} onChange={setPeople} single label={LL.library.grants.lookupPerson()} testId="effective-person" />
        {person === undefined ? null : rights.isPending ? (
          <Spinner size="sm" />
        ) : rights.isError ? (
          <Text color="fg.error">{rights.error.message}</Text>
        ) : rights.data[0] ? (
          <EffectiveRightsCell rights={rights.data[0]} detailed />
        ) : null}
      </Stack>
    </Box>
  );
}
