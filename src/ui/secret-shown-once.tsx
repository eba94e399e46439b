import { Alert, Box, Button, Code, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { showToast } from './toaster';

interface Props {
  secret: string;
  title: string;
  /** What comes before the warning: what the secret belongs to, when the title does not say. */
  subject?: ReactNode;
  words: { warning: string; copy: string; copied: string; copyFailed: string; saved: string };
  onDone: () => void;
  /** `token` or `webhook`: the parts' test ids start with it. */
  testId: string;
}

/** A secret the server shows only once (an access token, a webhook's key): the warning, the value, a copy button. */
export function SecretShownOnce({ secret, title, subject, words, onDone, testId }: Props) {
  function copy() {
    navigator.clipboard.writeText(secret).then(
      () => showToast('success', words.copied),
      () => showToast('error', words.copyFailed),
    );
  }
  return (
    <Alert.Root status="success" mb="4" data-testid={`${testId}-secret-panel`}>
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>{title}</Alert.Title>
        <Alert.Description>
          <Stack gap="2">
            {subject}
            <Text fontWeight="medium" data-testid={`${testId}-secret-warning`}>
              {words.warning}
            </Text>
            <HStack gap="2" flexWrap="wrap">
              <Code size="md" px="2" py="1" wordBreak="break-all" userSelect="all" data-testid={`${testId}-secret`}>
                {secret}
              </Code>
              <Button size="xs" variant="outline" onClick={copy} data-testid={`${testId}-copy`}>
                {words.copy}
              </Button>
            </HStack>
            <Box>
              <Button size="xs" onClick={onDone} data-testid={`${testId}-secret-done`}>
                {words.saved}
              </Button>
            </Box>
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
