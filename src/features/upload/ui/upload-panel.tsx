import { Box, Button, Center, Text } from '@chakra-ui/react';
import { useRouter } from '@tanstack/react-router';
import { useCallback, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { readStored, writeStored } from '../../../lib/local-store';
import { loginHref } from '../../../lib/login-href';
import { type PickedFile, pickedFromList } from '../picked-files';
import { fileApiSupported, uploadClient } from '../upload-client';
import type { UploadListState } from '../upload-list-store';
import { UploadList } from './upload-list';
import { type UploadedFile, useUploadNotices } from './use-upload-notices';
import { useUploadWords } from './use-upload-words';
import { useWindowDrop } from './use-window-drop';

interface UploadPanelProps {
  libraryId: number;
  /** The folder files go into (the library's root folder for its top level). */
  parentId: number;
  /** Each file the server has stored, after the library's lists were told to refresh. */
  onUploaded?: (file: UploadedFile) => void;
}

const AUTO_START_KEY = 'librarium.upload.autoStart';
const EMPTY: UploadListState = { items: [], memoryOnly: false };
const noSubscription = () => () => undefined;

function isBoolean(value: unknown): value is boolean {
  return typeof value === 'boolean';
}

/**
 * Resumable upload into a library folder: select files, select a folder, or drop either on the page;
 * the list follows every upload of this browser, whichever tab or library started it, and carries on
 * across reloads, network drops, server restarts and browser restarts (the queue runs in the worker).
 */
export function UploadPanel({ libraryId, parentId, onUploaded }: UploadPanelProps) {
  const { words } = useUploadWords();
  const router = useRouter();
  const supported = fileApiSupported();
  const client = useMemo(() => (supported ? uploadClient() : null), [supported]);
  const state = useSyncExternalStore(client?.list.subscribe ?? noSubscription, () => client?.list.getState() ?? EMPTY);
  const [autoStart, setAutoStart] = useState(() => readStored(AUTO_START_KEY, true, isBoolean));
  const { track } = useUploadNotices(client, onUploaded);
  const filesInput = useRef<HTMLInputElement>(null);
  const folderInput = useRef<HTMLInputElement>(null);

  const add = useCallback(
    (files: PickedFile[]) => {
      if (!client || !files.length) return;
      const { ids } = client.add(files, { libraryId, parentId }, autoStart);
      track(ids);
    },
    [client, libraryId, parentId, autoStart, track],
  );
  const drop = useWindowDrop(add, client !== null);

  if (!client) {
    return (
      <Text fontSize="sm" color="red.600" data-testid="upload-not-supported">
        {words.notSupported()}
      </Text>
    );
  }

  const picked = (input: HTMLInputElement) => {
    add(pickedFromList(input.files ?? []));
    // The same file picked again (after removing it from the list) must fire another change.
    input.value = '';
  };

  return (
    <>
      <input ref={filesInput} type="file" multiple hidden data-testid="upload-input" onChange={(event) => picked(event.currentTarget)} />
      <input
        ref={(element) => {
          folderInput.current = element;
          // React knows no `webkitdirectory` prop; the property is what makes it a folder picker.
          if (element) element.webkitdirectory = true;
        }}
        type="file"
        multiple
        hidden
        data-testid="upload-input-folder"
        onChange={(event) => picked(event.currentTarget)}
      />
      <Button size="sm" variant="outline" onClick={() => filesInput.current?.click()} data-testid="upload-button">
        {words.selectFiles()}
      </Button>
      <Button size="sm" variant="outline" onClick={() => folderInput.current?.click()} data-testid="upload-folder-button">
        {words.selectFolder()}
      </Button>
      {drop.dragging ? (
        <Center position="fixed" inset="0" zIndex="overlay" bg="blackAlpha.400" p="10" data-testid="upload-drop-zone" {...drop.zone}>
          <Box borderWidth="2px" borderStyle="dashed" borderColor="white" borderRadius="lg" width="100%" height="100%" display="flex" alignItems="center" justifyContent="center" pointerEvents="none">
            <Text color="white" fontSize="xl" fontWeight="semibold">
              {words.dropHere()}
            </Text>
          </Box>
        </Center>
      ) : null}
      {state.items.length ? (
        <UploadList
          state={state}
          autoStart={autoStart}
          onAutoStart={(on) => {
            setAutoStart(on);
            writeStored(AUTO_START_KEY, on);
          }}
          onCommand={(command, id) => client.command(command, id)}
          onSignIn={() => router.history.push(loginHref(router.state.location.href))}
        />
      ) : null}
    </>
  );
}
