import { Box, Button, HStack, Stack, Text, Textarea } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { mentionToken } from '../../../contract/comments';
import { useI18nContext } from '../../../i18n/i18n-react';
import { useDirectoryUsers } from '../../api/directory';

const TYPED_MENTION = /(?:^|\s)@([^\s@[\]()]{1,30})$/;
const LOOKUP_DELAY_MS = 200;

interface Props {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  testId: string;
  onSubmit?: () => void;
}

/** A comment's text box: typing `@` and a few letters of a name offers colleagues from the staff directory. */
export function MentionInput({ value, onChange, placeholder, testId, onSubmit }: Props) {
  const { LL } = useI18nContext();
  const box = useRef<HTMLTextAreaElement>(null);
  const [typed, setTyped] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(typed ?? ''), LOOKUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const found = useDirectoryUsers(typed === null ? '' : query);

  function read(text: string, caret: number) {
    const match = TYPED_MENTION.exec(text.slice(0, caret));
    setTyped(match ? match[1]! : null);
  }

  function pick(person: { account: string; name: string }) {
    const element = box.current;
    const caret = element?.selectionStart ?? value.length;
    const before = value.slice(0, caret).replace(/@[^\s@[\]()]*$/, '');
    const token = `${mentionToken(person.name, person.account)} `;
    const next = `${before}${token}${value.slice(caret)}`;
    onChange(next);
    setTyped(null);
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(before.length + token.length, before.length + token.length);
    });
  }

  const people = typed !== null && query === typed ? (found.data ?? []) : [];
  return (
    <Stack gap="1" position="relative">
      <Textarea
        ref={box}
        size="sm"
        rows={2}
        value={value}
        placeholder={placeholder}
        aria-label={placeholder}
        onChange={(event) => {
          onChange(event.target.value);
          read(event.target.value, event.target.selectionStart);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) onSubmit?.();
          if (event.key === 'Escape') setTyped(null);
        }}
        data-testid={testId}
      />
      {typed !== null && typed !== '' ? (
        <Box borderWidth="1px" rounded="md" bg="bg.panel" maxHeight="180px" overflowY="auto" role="listbox" aria-label={LL.comments.mentionResults()} data-testid="mention-results">
          {people.length ? (
            people.slice(0, 8).map((person) => (
              <Button key={person.account} role="option" variant="ghost" size="xs" width="full" justifyContent="flex-start" onClick={() => pick(person)} data-testid="mention-option">
                <HStack gap="2">
                  <Text>{person.name}</Text>
                  <Text color="fg.muted">{person.account}</Text>
                </HStack>
              </Button>
            ))
          ) : (
            <Text p="2" fontSize="xs" color="fg.muted">
              {found.isFetching || query !== typed ? LL.app.loading() : LL.comments.mentionNoMatch()}
            </Text>
          )}
        </Box>
      ) : null}
    </Stack>
  );
}
