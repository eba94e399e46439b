import { Button, Checkbox, Dialog, Portal, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { ConflictChoice } from '../types';
import { useUploadWords } from './use-upload-words';

export type ConflictAnswer = ConflictChoice | 'skip';

interface Props {
  /** The picked file whose name the folder has. */
  name: string;
  /** Further picked files whose names the folder has, asked about after this one. */
  others: number;
  onAnswer: (answer: ConflictAnswer, toAll: boolean) => void;
}

/** `report.pdf` → `report (1).pdf`: how a kept-both copy will be named (the server picks the free number). */
function renamedExample(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? `${name.slice(0, dot)} (1)${name.slice(dot)}` : `${name} (1)`;
}

/**
 * Asked before a picked file is sent into a folder that has a file of the same name: replace it as a new
 * version, keep both, or leave this file out; with several such files, the answer can go for all of them.
 */
export function ConflictDialog({ name, others, onAnswer }: Props) {
  const { words } = useUploadWords();
  const [toAll, setToAll] = useState(false);
  const text = words.conflict;
  return (
    <Dialog.Root open onOpenChange={(details) => (details.open ? undefined : onAnswer('skip', toAll))} role="alertdialog" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="upload-conflict-dialog">
            <Dialog.Header>
              <Dialog.Title>{text.title()}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="3">
                <Text>{text.message({ name })}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {text.hint({ renamed: renamedExample(name) })}
                </Text>
                {others > 0 ? (
                  <Checkbox.Root size="sm" checked={toAll} onCheckedChange={(details) => setToAll(details.checked === true)} data-testid="upload-conflict-all">
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{text.applyAll({ count: others })}</Checkbox.Label>
                  </Checkbox.Root>
                ) : null}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              <Button variant="ghost" onClick={() => onAnswer('skip', toAll)} data-testid="upload-conflict-skip">
                {text.skip()}
              </Button>
              <Button variant="outline" onClick={() => onAnswer('rename', toAll)} data-testid="upload-conflict-keep">
                {text.keepBoth()}
              </Button>
              <Button onClick={() => onAnswer('version', toAll)} data-testid="upload-conflict-replace">
                {text.replace()}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
