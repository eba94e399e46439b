import { Box, Button, Dialog, Field, HStack, Input, Portal, Progress, Stack, Text } from '@chakra-ui/react';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { useI18nContext } from '../../../i18n/i18n-react';
import { keptLibraryQuery } from '../../api/kept-library-query';
import { clearViewedPreviews, forgetKeptLibrary, type KeptLibrary, keptLibraries, previewUsage, setPreviewCapBytes } from '../../api/preview-cache/preview-store';
import { formatBytes, formatDateTime } from '../../lib/display-format';
import { showToast } from '../../ui/toaster';

const MB = 1024 * 1024;
const MAX_CAP_MB = 10240;

/** Read from this device only, never the network, and never saved into the offline copy itself. */
const deviceQuery = { meta: { persist: false }, networkMode: 'always', staleTime: 0, gcTime: 0 } as const;
const usageQuery = queryOptions({ queryKey: ['offline', 'preview-usage'], queryFn: previewUsage, ...deviceQuery });
const keptQuery = queryOptions({ queryKey: ['offline', 'kept-libraries'], queryFn: keptLibraries, ...deviceQuery });

function KeptLibraryRow({ library, onRemove }: { library: KeptLibrary; onRemove: () => void }) {
  const { LL, locale } = useI18nContext();
  return (
    <HStack justify="space-between" borderWidth="1px" rounded="md" px="3" py="2" data-testid="kept-library" data-library={library.libraryId}>
      <Box minWidth="0">
        <Text fontWeight="medium" truncate>
          {library.name}
        </Text>
        <Text fontSize="sm" color="fg.muted">
          {LL.offlineStorage.keptSummary({ files: library.files, bytes: formatBytes(library.bytes, locale), folders: library.folders, when: formatDateTime(library.storedAt, locale) })}
        </Text>
      </Box>
      <Button size="xs" variant="outline" colorPalette="red" onClick={onRemove} data-testid="kept-remove">
        {LL.offlineStorage.remove()}
      </Button>
    </HStack>
  );
}

/** What this device keeps for reading offline: viewed previews within a cap the person sets, and kept libraries. */
export function OfflineStorageDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { LL, locale } = useI18nContext();
  const queryClient = useQueryClient();
  const usage = useQuery({ ...usageQuery, enabled: open });
  const kept = useQuery({ ...keptQuery, enabled: open });
  const [capMb, setCapMb] = useState('');
  const [invalid, setInvalid] = useState(false);

  useEffect(() => {
    if (open && usage.data) setCapMb(String(Math.round(usage.data.capBytes / MB)));
    // Only when the dialog opens or the saved cap changes, not while the person types.
  }, [open, usage.data?.capBytes]);

  const refresh = () => queryClient.invalidateQueries({ queryKey: ['offline'] });

  async function saveCap(event: FormEvent) {
    event.preventDefault();
    const value = Number(capMb);
    if (!Number.isInteger(value) || value < 1 || value > MAX_CAP_MB) {
      setInvalid(true);
      return;
    }
    await setPreviewCapBytes(value * MB);
    await refresh();
    showToast('success', LL.offlineStorage.capSaved());
  }

  async function clear() {
    await clearViewedPreviews();
    await refresh();
    showToast('success', LL.offlineStorage.cleared());
  }

  async function remove(library: KeptLibrary) {
    await forgetKeptLibrary(library.libraryId);
    await Promise.all([refresh(), queryClient.invalidateQueries({ queryKey: keptLibraryQuery(library.libraryId).queryKey })]);
    showToast('success', LL.offlineStorage.removed({ name: library.name }));
  }

  const used = usage.data;
  return (
    <Dialog.Root open={open} onOpenChange={(details) => (details.open ? undefined : onClose())} placement="center" size="lg">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="offline-storage">
            <Dialog.Header>
              <Dialog.Title>{LL.offlineStorage.title()}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="5">
                <Text fontSize="sm" color="fg.muted">
                  {LL.offlineStorage.intro()}
                </Text>
                <Stack gap="3">
                  <Text fontWeight="semibold">{LL.offlineStorage.previews()}</Text>
                  {used ? (
                    <Stack gap="2" data-testid="preview-usage" data-used={used.usedBytes} data-cap={used.capBytes} data-count={used.count}>
                      <Text fontSize="sm">{LL.offlineStorage.usage({ used: formatBytes(used.usedBytes, locale), cap: formatBytes(used.capBytes, locale), count: used.count })}</Text>
                      <Progress.Root value={Math.min(100, (used.usedBytes / used.capBytes) * 100)} size="sm">
                        <Progress.Track>
                          <Progress.Range />
                        </Progress.Track>
                      </Progress.Root>
                    </Stack>
                  ) : null}
                  <form onSubmit={(event) => void saveCap(event)} noValidate>
                    <HStack align="flex-end" gap="3">
                      <Field.Root invalid={invalid} required maxWidth="48">
                        <Field.Label>{LL.offlineStorage.capLabel()}</Field.Label>
                        <Input
                          type="number"
                          min={1}
                          max={MAX_CAP_MB}
                          value={capMb}
                          onChange={(event) => {
                            setCapMb(event.target.value);
                            setInvalid(false);
                          }}
                          data-testid="preview-cap"
                        />
                      </Field.Root>
                      <Button type="submit" size="sm" data-testid="preview-cap-save">
                        {LL.offlineStorage.capSave()}
                      </Button>
                      <Button size="sm" variant="outline" colorPalette="red" onClick={() => void clear()} disabled={!used?.count} data-testid="preview-clear">
                        {LL.offlineStorage.clear()}
                      </Button>
                    </HStack>
                    {invalid ? (
                      <Text fontSize="sm" color="fg.error" mt="1" data-testid="preview-cap-error">
                        {LL.offlineStorage.capInvalid({ max: MAX_CAP_MB })}
                      </Text>
                    ) : null}
                  </form>
                </Stack>
                <Stack gap="3">
                  <Text fontWeight="semibold">{LL.offlineStorage.keptLibraries()}</Text>
                  {kept.data?.length ? (
                    kept.data.map((library) => <KeptLibraryRow key={library.libraryId} library={library} onRemove={() => void remove(library)} />)
                  ) : (
                    <Text fontSize="sm" color="fg.muted" data-testid="kept-none">
                      {LL.offlineStorage.noKeptLibraries()}
                    </Text>
                  )}
                </Stack>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} data-testid="offline-storage-close">
                {LL.offlineStorage.close()}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
