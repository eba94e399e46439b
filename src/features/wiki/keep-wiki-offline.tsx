import { Button, Text } from '@chakra-ui/react';
import { onlineManager, useQueryClient } from '@tanstack/react-query';
import { useState, useSyncExternalStore } from 'react';
import type { WikiPageSummary } from '../../../contract/wiki';
import { useI18nContext } from '../../../i18n/i18n-react';
import { wikiPageQuery } from '../../api/wiki-queries';
import { showToast } from '../../ui/toaster';

/** Pages read at once: enough to be quick, few enough to leave the server to others. */
const AT_ONCE = 4;

/**
 * Reads every page of the wiki now, so the offline copy of the app's data holds them all and each
 * one opens without a network later, not only the pages already read.
 */
export function KeepWikiOffline({ libraryId, pages }: { libraryId: number; pages: WikiPageSummary[] }) {
  const { LL } = useI18nContext();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const online = useSyncExternalStore(
    (changed) => onlineManager.subscribe(changed),
    () => onlineManager.isOnline(),
  );

  async function keep() {
    const total = pages.length;
    let done = 0;
    let failed = 0;
    setProgress({ done, total });
    for (let index = 0; index < total; index += AT_ONCE) {
      await Promise.all(
        pages.slice(index, index + AT_ONCE).map(async (page) => {
          try {
            await queryClient.fetchQuery(wikiPageQuery(libraryId, page.id));
          } catch {
            failed += 1;
          }
          done += 1;
          setProgress({ done, total });
        }),
      );
    }
    setProgress(null);
    if (failed) showToast('warning', LL.wiki.offline.failed({ count: failed }));
    else showToast('success', LL.wiki.offline.kept({ count: total }));
  }

  if (progress) {
    return (
      <Text fontSize="xs" color="fg.muted" data-testid="wiki-keep-offline-progress">
        {LL.wiki.offline.keeping(progress)}
      </Text>
    );
  }
  return (
    <Button size="xs" variant="ghost" justifyContent="flex-start" disabled={!online} onClick={() => void keep()} data-testid="wiki-keep-offline">
      {LL.wiki.offline.keep()}
    </Button>
  );
}
