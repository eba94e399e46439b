import { secondsRemaining } from '../estimate';
import type { ItemDisplay, UploadItemSnapshot } from '../types';

/**
 * The upload list's rows: a file picked on its own is one row; the files of a picked folder gather under
 * one folder row (spec §4: folders are classed apart from files) that adds up their sizes and progress.
 */
export interface Totals {
  status: ItemDisplay;
  size: number;
  uploadedBytes: number;
  /** 0-1 by bytes. */
  progress: number;
  averageSpeed: number;
  currentSpeed: number;
  timeRemaining: number | null;
}

export type UploadRow =
  | { kind: 'file'; key: string; item: UploadItemSnapshot }
  | { kind: 'folder'; key: string; name: string; items: UploadItemSnapshot[]; totals: Totals };

function topFolder(item: UploadItemSnapshot): string {
  return item.relativePath.split('/')[0] ?? '';
}

/** The folder's one status: work still going shows first, then what needs the person, then done. */
function groupStatus(items: readonly UploadItemSnapshot[]): ItemDisplay {
  const has = (status: ItemDisplay) => items.some((item) => item.status === status);
  if (has('uploading')) return 'uploading';
  if (has('waiting')) return 'waiting';
  // A failure needs a retry by hand; what waits for sign-in goes on by itself (the list says so above).
  if (has('error')) return 'error';
  if (has('signIn')) return 'signIn';
  if (has('paused')) return 'paused';
  return 'success';
}

export function totalsOf(items: readonly UploadItemSnapshot[]): Totals {
  const size = items.reduce((sum, item) => sum + item.size, 0);
  const uploadedBytes = items.reduce((sum, item) => sum + item.uploadedBytes, 0);
  const active = items.filter((item) => item.status === 'uploading');
  const averageSpeed = active.reduce((sum, item) => sum + item.averageSpeed, 0);
  const currentSpeed = active.reduce((sum, item) => sum + item.currentSpeed, 0);
  const status = groupStatus(items);
  return {
    status,
    size,
    uploadedBytes,
    progress: size > 0 ? uploadedBytes / size : 1,
    averageSpeed,
    currentSpeed,
    timeRemaining: status === 'success' ? 0 : status === 'uploading' ? secondsRemaining(size - uploadedBytes, currentSpeed, averageSpeed) : null,
  };
}

export function uploadRows(items: readonly UploadItemSnapshot[]): UploadRow[] {
  const rows: UploadRow[] = [];
  const folders = new Map<string, Extract<UploadRow, { kind: 'folder' }>>();
  for (const item of items) {
    const folder = topFolder(item);
    if (!folder) {
      rows.push({ kind: 'file', key: item.id, item });
      continue;
    }
    // The same folder picked for the same place is one row, wherever its files are in the list.
    const key = `${item.libraryId}:${item.parentId}:${folder}`;
    let row = folders.get(key);
    if (!row) {
      row = { kind: 'folder', key, name: folder, items: [], totals: totalsOf([]) };
      folders.set(key, row);
      rows.push(row);
    }
    row.items.push(item);
  }
  for (const row of folders.values()) row.totals = totalsOf(row.items);
  return rows;
}
