import { Badge, Box, Button, CloseButton, HStack, Input, Stack, Text, Wrap } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import type { Person } from '../../contract/library';
import { useI18nContext } from '../../i18n/i18n-react';
import { useDirectoryUsers } from '../api/directory';

const LOOKUP_DELAY_MS = 250;

interface Props {
  value: Person[];
  onChange: (people: Person[]) => void;
  /** Exactly one person (a grant); otherwise a list (admins). */
  single?: boolean;
  label: string;
  testId: string;
}

/** Finds colleagues in the staff directory by a few characters of their name or account. */
export function PersonPicker({ value, onChange, single = false, label, testId }: Props) {
  const { LL } = useI18nContext();
  const [typed, setTyped] = useState('');
  const [query, setQuery] = useState('');

  // Asking the directory on every keystroke would flood it; wait until typing pauses.
  useEffect(() => {
    const timer = setTimeout(() => setQuery(typed.trim()), LOOKUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const found = useDirectoryUsers(query);
  const chosen = new Set(value.map((person) => person.account));
  const suggestions = (found.data ?? []).filter((person) => !chosen.has(person.account));

  function add(person: Person) {
    onChange(single ? [person] : [...value, person]);
    setTyped('');
    setQuery('');
  }

  return (
    <Stack gap="2" data-testid={testId}>
      {value.length ? (
        <Wrap gap="2">
          {value.map((person) => (
            <Badge key={person.account} size="lg" variant="surface" gap="1" data-testid="picked-person">
              {person.name}
              <Text as="span" color="fg.muted">
                ({person.account})
              </Text>
              <CloseButton size="2xs" aria-label={LL.library.people.remove({ name: person.name })} onClick={() => onChange(value.filter((other) => other.account !== person.account))} />
            </Badge>
          ))}
        </Wrap>
      ) : null}
      <Input
        size="sm"
        value={typed}
        placeholder={LL.library.people.placeholder()}
        aria-label={label}
        onChange={(event) => setTyped(event.target.value)}
        data-testid={`${testId}-input`}
      />
      {query !== '' && typed.trim() !== '' ? (
        <Box borderWidth="1px" rounded="md" maxHeight="180px" overflowY="auto" data-testid={`${testId}-results`}>
          {found.isPending ? (
            <Text p="2" fontSize="sm" color="fg.muted">
              {LL.app.loading()}
            </Text>
          ) : suggestions.length ? (
            suggestions.map((person) => (
              <Button key={person.account} variant="ghost" size="sm" width="full" justifyContent="flex-start" onClick={() => add(person)} data-testid="person-option">
                <HStack gap="2">
                  <Text>{person.name}</Text>
                  <Text color="fg.muted">{person.account}</Text>
                  {person.departmentName ? <Text color="fg.muted">{person.departmentName}</Text> : null}
                </HStack>
              </Button>
            ))
          ) : (
            <Text p="2" fontSize="sm" color="fg.muted">
              {LL.library.people.none()}
            </Text>
          )}
        </Box>
      ) : null}
    </Stack>
  );
}
