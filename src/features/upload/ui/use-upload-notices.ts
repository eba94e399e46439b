import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fileKeys } from '../../../api/file-keys';
import { searchKeys } from '../../../api/search-keys';
import { showToast } from '../../../ui/toaster';
import type { QueueMessage } from '../queue-messages';
import type { SkipReason } from '../types';
import type { UploadClient } from '../upload-client';
import { useUploadWords } from './use-upload-words';

export interface UploadedFile {
  id: string;
  libraryId: number;
  parentId: number;
  nodeId: number | null;
  instant: boolean;
}

/**
 * Completions close together (a folder's many small files) refresh the lists once; the completion that
 * leaves nothing uploading refreshes them at once, so the last file is not kept waiting.
 */
const REFRESH_AFTER_MS = 400;
/** Skipped files of one pick are told about in one message. */
const SKIPPED_AFTER_MS = 300;

/**
 * What the person is told about the queue, and what follows a stored file: a refused permit's message
 * (spec §7), skipped files (spec §5), a picked batch done, and the library's lists refreshed so the new
 * files show. The lists are the file manager's queries of that library, and search. A stored file counts
 * as uploaded only once the list showing its folder has been fetched again: until then `listing` holds
 * it, so the upload list never says "success" about a file the page does not list yet.
 */
export function useUploadNotices(client: UploadClient | null, onUploaded: ((file: UploadedFile) => void) | undefined) {
  const queryClient = useQueryClient();
  const { words, failure } = useUploadWords();
  const latest = useRef({ onUploaded, words, failure });
  latest.current = { onUploaded, words, failure };
  /** Files picked together on this page, until each is stored, cancelled or skipped. */
  const batches = useRef<{ open: Set<string>; stored: number }[]>([]);
  const [listing, setListing] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    if (!client) return;
    const { list } = client;
    const stale = new Set<number>();
    const unlisted = new Set<string>();
    const skipped: Record<SkipReason, number> = { empty: 0, duplicate: 0 };
    let refresh: ReturnType<typeof setTimeout> | null = null;
    let tellSkipped: ReturnType<typeof setTimeout> | null = null;

    function settle(id: string, stored: boolean): void {
      for (const batch of batches.current) {
        if (!batch.open.delete(id)) continue;
        if (stored) batch.stored += 1;
        if (batch.open.size === 0 && batch.stored > 0) showToast('success', latest.current.words.uploaded({ count: batch.stored }));
      }
      batches.current = batches.current.filter((batch) => batch.open.size > 0);
    }

    /** Fetches the lists of the libraries that got files again; the files count as uploaded once they are listed. */
    function refreshLists(): void {
      const libraries = [...stale];
      const stored = [...unlisted];
      stale.clear();
      void queryClient.invalidateQueries({ queryKey: searchKeys.all });
      // Resolves once the lists on screen hold the new files (a failed fetch still ends the wait).
      void Promise.allSettled(libraries.map((libraryId) => queryClient.invalidateQueries({ queryKey: fileKeys.library(libraryId) }))).then(() => {
        for (const id of stored) {
          unlisted.delete(id);
          settle(id, true);
        }
        setListing(new Set(unlisted));
      });
    }

    function onMessage(message: QueueMessage, before: { items: readonly { id: string; name: string }[] }): void {
      const { words } = latest.current;
      if (message.type === 'upload:complete') {
        stale.add(message.libraryId);
        unlisted.add(message.id);
        setListing(new Set(unlisted));
        if (!list.busy()) {
          if (refresh) clearTimeout(refresh);
          refresh = null;
          refreshLists();
        } else {
          refresh ??= setTimeout(() => {
            refresh = null;
            refreshLists();
          }, REFRESH_AFTER_MS);
        }
        latest.current.onUploaded?.({ id: message.id, libraryId: message.libraryId, parentId: message.parentId, nodeId: message.nodeId, instant: message.instant });
      } else if (message.type === 'upload:removed') {
        if (message.reason === 'cancelled') {
          const name = before.items.find((item) => item.id === message.id)?.name ?? '';
          showToast('error', words.cancelled({ name, message: latest.current.failure(message.error) }));
        }
        settle(message.id, false);
      } else if (message.type === 'upload:skipped') {
        skipped[message.reason] += 1;
        tellSkipped ??= setTimeout(() => {
          tellSkipped = null;
          const { words: now } = latest.current;
          if (skipped.duplicate) showToast('warning', now.skippedDuplicate({ count: skipped.duplicate }));
          else if (skipped.empty) showToast('warning', now.skippedEmpty({ count: skipped.empty }));
          skipped.duplicate = 0;
          skipped.empty = 0;
        }, SKIPPED_AFTER_MS);
        settle(message.id, false);
      }
    }

    const stop = list.onMessage(onMessage);
    return () => {
      stop();
      if (refresh) clearTimeout(refresh);
      if (tellSkipped) clearTimeout(tellSkipped);
    };
  }, [client, queryClient]);

  /** Follows the ids of one pick, so its end can be told. */
  const track = useCallback((ids: readonly string[]) => {
    if (ids.length) batches.current.push({ open: new Set(ids), stored: 0 });
  }, []);
  return { track, listing };
}
