import { Box, Heading, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import { useMemo, useSyncExternalStore } from 'react';
import type { UploadItemSnapshot } from '../types';
import { fileApiSupported, uploadClientWhileSignedOut } from '../upload-client';
import type { UploadListState } from '../upload-list-store';
import { FileKindIcon } from './upload-icons';
import { useUploadWords } from './use-upload-words';

const EMPTY: UploadListState = { items: [], memoryOnly: false };
const noSubscription = () => () => undefined;

/** Everything that goes on once the person is signed in: what stopped for the session and what was still to send. */
function waitsForSignIn(item: UploadItemSnapshot): boolean {
  return item.status === 'signIn' || item.status === 'uploading' || (item.status === 'waiting' && item.started);
}

/**
 * For the sign-in page: the uploads of this browser that wait for the person to sign in again, with
 * how far each got, so nobody wonders whether a long upload was lost with the session.
 */
export function WaitingUploads() {
  const { words, size } = useUploadWords();
  const client = useMemo(() => (fileApiSupported() ? uploadClientWhileSignedOut() : null), []);
  const state = useSyncExternalStore(client?.list.subscribe ?? noSubscription, () => client?.list.getState() ?? EMPTY);
  const waiting = state.items.filter(waitsForSignIn);
  if (!waiting.length) return null;
  return (
    <Box borderWidth="1px" borderRadius="md" p="3" data-testid="waiting-uploads">
      <Heading as="h2" size="sm">
        {words.waitingTitle()}
      </Heading>
      <Text fontSize="xs" color="fg.muted" mb="2">
        {words.waitingHint()}
      </Text>
      <Stack gap="2">
        {waiting.map((item) => {
          const percent = Math.floor(item.progress * 100);
          return (
            <Box key={item.id} data-testid="waiting-upload" data-name={item.name} data-progress={percent}>
              <HStack gap="2">
                <FileKindIcon kind={item.type} />
                <Text fontSize="sm" flex="1" truncate title={item.name}>
                  {item.name}
                </Text>
                <Text fontSize="xs" color="fg.muted" flexShrink={0}>
                  {words.progress({ uploaded: size(item.uploadedBytes), total: size(item.size) })} · {words.waitingProgress({ percent })}
                </Text>
              </HStack>
              <Progress.Root value={percent} size="xs" mt="1">
                <Progress.Track>
                  <Progress.Range />
                </Progress.Track>
              </Progress.Root>
            </Box>
          );
        })}
      </Stack>
    </Box>
  );
}
