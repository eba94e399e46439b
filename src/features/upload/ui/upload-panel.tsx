import { Box, Button, Center, Text } from '@chakra-ui/react';
import { useSelector } from '@legendapp/state/react';
import { useRouter } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { readStored, writeStored } from '../../../lib/local-store';
import { loginHref } from '../../../lib/login-href';
import { connectivity, isConnected } from '../../../state/connectivity';
import { existingFileNames } from '../existing-names';
import { type PickedFile, pickedFromList } from '../picked-files';
import { fileApiSupported, uploadClient } from '../upload-client';
import type { UploadListState } from '../upload-list-store';
import { type ConflictAnswer, ConflictDialog } from './conflict-dialog';
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
/** Finished uploads leave the list by themselves this long after the last one finished, while the page is seen. */
const CLEAR_FINISHED_AFTER_MS = 8000;
const EMPTY: UploadListState = { items: [], memoryOnly: false };
const noSubscription = () => () => undefined;

/** Uploads stored and shown in their folder's list: what 'clear finished' takes off. */
function finishedNow(state: UploadListState, listing: ReadonlySet<string>): string[] {
  return state.items.filter((item) => item.status === 'success' && !listing.has(item.id)).map((item) => item.id);
}

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
  const { track, listing } = useUploadNotices(client, onUploaded);
  const listingNow = useRef(listing);
  listingNow.current = listing;
  const online = useSelector(() => isConnected(connectivity.get()));
  const filesInput = useRef<HTMLInputElement>(null);
  const folderInput = useRef<HTMLInputElement>(null);
  /** Picked files whose names the folder has, waiting for the person's answer, with where they go. */
  const [conflicts, setConflicts] = useState<{ files: PickedFile[]; target: { libraryId: number; parentId: number } } | null>(null);

  const queue = useCallback(
    (files: PickedFile[], target: { libraryId: number; parentId: number; onConflict?: 'version' | 'rename' }) => {
      if (!client || !files.length) return;
      track(client.add(files, target, autoStart).ids);
    },
    [client, autoStart, track],
  );

  const add = useCallback(
    async (files: PickedFile[]) => {
      if (!client || !files.length) return;
      const target = { libraryId, parentId };
      // Files picked on their own land in this folder: ask about those whose names it has. Without an
      // answer from the server (offline) they go as before, a same name becoming a new version.
      const taken = files.some((picked) => picked.relativePath === '') ? await existingFileNames(libraryId, parentId).catch(() => new Set<string>()) : new Set<string>();
      const clashes = (picked: PickedFile) => picked.relativePath === '' && taken.has(picked.file.name.normalize('NFC'));
      queue(files.filter((picked) => !clashes(picked)), target);
      const asked = files.filter(clashes);
      if (asked.length) setConflicts({ files: asked, target });
    },
    [client, libraryId, parentId, queue],
  );
  const drop = useWindowDrop((files) => void add(files), client !== null);

  const answer = (choice: ConflictAnswer, toAll: boolean) => {
    if (!conflicts) return;
    const [first, ...rest] = conflicts.files;
    const decided = toAll ? conflicts.files : [first!];
    if (choice !== 'skip') queue(decided, { ...conflicts.target, onConflict: choice });
    const left = toAll ? [] : rest;
    setConflicts(left.length ? { ...conflicts, files: left } : null);
  };

  const finished = finishedNow(state, listing);
  const working = state.items.some((item) => item.status === 'uploading' || item.status === 'waiting' || listing.has(item.id));
  const finishedKey = finished.join(',');
  // Once everything picked is stored and listed, the finished rows go by themselves: the list does not
  // come back on every page for uploads that are long done. A hidden page waits until it is seen.
  useEffect(() => {
    if (!client || working || !finishedKey) return;
    let timer: ReturnType<typeof setTimeout>;
    const clear = () => {
      if (document.visibilityState === 'visible') client.clearFinished(finishedKey.split(','));
      else timer = setTimeout(clear, CLEAR_FINISHED_AFTER_MS);
    };
    timer = setTimeout(clear, CLEAR_FINISHED_AFTER_MS);
    return () => clearTimeout(timer);
  }, [client, working, finishedKey]);

  if (!client) {
    return (
      <Text fontSize="sm" color="red.fg" data-testid="upload-not-supported">
        {words.notSupported()}
      </Text>
    );
  }

  const picked = (input: HTMLInputElement) => {
    void add(pickedFromList(input.files ?? []));
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
      {conflicts ? <ConflictDialog key={conflicts.files.length} name={conflicts.files[0]!.file.name} others={conflicts.files.length - 1} onAnswer={answer} /> : null}
      {state.items.length ? (
        <UploadList
          state={state}
          listing={listing}
          online={online}
          // What is finished when clicked: the button is not drawn again each time another upload finishes.
          onClearFinished={finished.length ? () => client.clearFinished(finishedNow(client.list.getState(), listingNow.current)) : undefined}
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
