import { Box, Button, Dialog, Field, Input, Portal, Progress, Stack, Text } from '@chakra-ui/react';
import { useSelector } from '@legendapp/state/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { keptLibraryQuery } from '../../../api/kept-library-query';
import { forgetKeptLibrary } from '../../../api/preview-cache/preview-store';
import { formatBytes, formatDateTime } from '../../../lib/display-format';
import { connectivity } from '../../../state/connectivity';
import { showToast } from '../../../ui/toaster';
import { type KeepProgress, keepLibraryOffline, keepProgress } from './keep-library';

const MB = 1024 * 1024;
const MAX_FILE_MB = 2048;
const DEFAULT_MAX_FILE_MB = 20;

function ProgressLine({ progress }: { progress: KeepProgress }) {
  const { LL, locale } = useI18nContext();
  if (progress.phase === 'folders') return <Text data-testid="keep-progress">{LL.keepOffline.listing({ done: progress.folders })}</Text>;
  if (progress.phase === 'previews') {
    return (
      <Stack gap="2" data-testid="keep-progress">
        <Text>{LL.keepOffline.storing({ done: progress.done, total: progress.total })}</Text>
        <Progress.Root value={progress.total ? (progress.done / progress.total) * 100 : 100} size="sm">
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
      </Stack>
    );
  }
  if (progress.phase === 'failed') return <Text color="fg.error" data-testid="keep-failed">{LL.keepOffline.failed({ message: progress.message })}</Text>;
  const { record } = progress;
  return (
    <Text color="green.fg" data-testid="keep-done">
      {LL.keepOffline.done({ files: record.files, bytes: formatBytes(record.bytes, locale), folders: record.folders })}
    </Text>
  );
}

/** Keeps one library for reading offline, shows what is kept and how far a run has come, and removes it. */
export function KeepOfflineDialog({ libraryId, name, open, onClose }: { libraryId: number; name: string; open: boolean; onClose: () => void }) {
  const { LL, locale } = useI18nContext();
  const queryClient = useQueryClient();
  const online = useSelector(() => connectivity.online.get());
  const progress = useSelector(() => keepProgress[libraryId]!.get());
  const kept = useQuery(keptLibraryQuery(libraryId));
  const [maxMb, setMaxMb] = useState(String(DEFAULT_MAX_FILE_MB));
  const [invalid, setInvalid] = useState(false);
  const busy = progress?.phase === 'folders' || progress?.phase === 'previews';
  const record = kept.data;

  useEffect(() => {
    if (open && record) setMaxMb(String(Math.round(record.maxFileBytes / MB)));
  }, [open, record]);

  function start(event: FormEvent) {
    event.preventDefault();
    const value = Number(maxMb);
    if (!Number.isInteger(value) || value < 1 || value > MAX_FILE_MB) {
      setInvalid(true);
      return;
    }
    void keepLibraryOffline(queryClient, libraryId, name, value * MB)
      .catch(() => undefined)
      .finally(() => void queryClient.invalidateQueries({ queryKey: keptLibraryQuery(libraryId).queryKey }));
  }

  async function remove() {
    await forgetKeptLibrary(libraryId);
    keepProgress[libraryId]!.set(undefined);
    await queryClient.invalidateQueries({ queryKey: keptLibraryQuery(libraryId).queryKey });
    showToast('success', LL.keepOffline.removed());
  }

  return (
    <Dialog.Root open={open} onOpenChange={(details) => (details.open ? undefined : onClose())} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content asChild>
            <form onSubmit={start} data-testid="keep-offline-dialog" noValidate>
              <Dialog.Header>
                <Dialog.Title>{LL.keepOffline.title()}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Text fontSize="sm" color="fg.muted">
                    {LL.keepOffline.intro({ name })}
                  </Text>
                  {record ? (
                    <Box data-testid="keep-summary">
                      <Text>{LL.offlineStorage.keptSummary({ files: record.files, bytes: formatBytes(record.bytes, locale), folders: record.folders, when: formatDateTime(record.storedAt, locale) })}</Text>
                    </Box>
                  ) : null}
                  <Field.Root invalid={invalid} required>
                    <Field.Label>{LL.keepOffline.maxFileLabel()}</Field.Label>
                    <Input
                      type="number"
                      min={1}
                      max={MAX_FILE_MB}
                      value={maxMb}
                      onChange={(event) => {
                        setMaxMb(event.target.value);
                        setInvalid(false);
                      }}
                      data-testid="keep-max-size"
                    />
                    <Field.ErrorText>{LL.keepOffline.maxFileInvalid({ max: MAX_FILE_MB })}</Field.ErrorText>
                  </Field.Root>
                  {progress ? <ProgressLine progress={progress} /> : null}
                  {online ? null : <Text color="fg.muted">{LL.keepOffline.offline()}</Text>}
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                {record ? (
                  <Button variant="outline" colorPalette="red" onClick={() => void remove()} disabled={busy} data-testid="keep-remove">
                    {LL.keepOffline.remove()}
                  </Button>
                ) : null}
                <Button variant="outline" onClick={onClose}>
                  {LL.keepOffline.cancel()}
                </Button>
                <Button type="submit" loading={busy} disabled={!online} data-testid="keep-start">
                  {record ? LL.keepOffline.refresh() : LL.keepOffline.start()}
                </Button>
              </Dialog.Footer>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
