/** Files the person picked or dropped, each with the folder path it had inside a picked folder. */
export interface PickedFile {
  file: File;
  /** `a/b` for `a/b/c.txt` picked as part of folder `a`; '' for a file picked on its own. */
  relativePath: string;
}

/** The folder part of a path inside a picked folder: `a/b/c.txt` → `a/b`, `c.txt` → ''. */
export function folderOf(path: string): string {
  const parts = path.split('/').filter((part) => part !== '');
  return parts.slice(0, -1).join('/');
}

/** From an `<input type="file">`; with `webkitdirectory` each File knows its path in the folder. */
export function pickedFromList(files: Iterable<File>): PickedFile[] {
  return [...files].map((file) => ({ file, relativePath: folderOf(file.webkitRelativePath ?? '') }));
}

function fileOf(entry: FileSystemFileEntry): Promise<File> {
  return new Promise((resolve, reject) => entry.file(resolve, reject));
}

/** A directory reader answers in batches (100 at a time in Chromium) until it answers with none. */
async function childrenOf(entry: FileSystemDirectoryEntry): Promise<FileSystemEntry[]> {
  const reader = entry.createReader();
  const children: FileSystemEntry[] = [];
  for (;;) {
    const batch = await new Promise<FileSystemEntry[]>((resolve, reject) => reader.readEntries(resolve, reject));
    if (!batch.length) return children;
    children.push(...batch);
  }
}

function isDirectory(entry: FileSystemEntry): entry is FileSystemDirectoryEntry {
  return entry.isDirectory;
}

function isFile(entry: FileSystemEntry): entry is FileSystemFileEntry {
  return entry.isFile;
}

/** Every file under the entries, depth first, with the path of folders above it (the dropped one included). */
export async function filesOfEntries(entries: readonly FileSystemEntry[]): Promise<PickedFile[]> {
  const picked: PickedFile[] = [];
  async function walk(entry: FileSystemEntry, folder: string): Promise<void> {
    if (isFile(entry)) {
      picked.push({ file: await fileOf(entry), relativePath: folder });
    } else if (isDirectory(entry)) {
      const inside = folder ? `${folder}/${entry.name}` : entry.name;
      for (const child of await childrenOf(entry)) await walk(child, inside);
    }
  }
  for (const entry of entries) await walk(entry, '');
  return picked;
}

/**
 * Files and whole folders dropped on the page. The entries must be taken while the drop event runs (the
 * DataTransfer is emptied after it); walking the folders may take longer. Without entry support, the
 * dropped files alone.
 */
export function pickedFromDrop(transfer: DataTransfer): Promise<PickedFile[]> {
  const items = [...transfer.items].filter((item) => item.kind === 'file');
  const entries = items.map((item) => (typeof item.webkitGetAsEntry === 'function' ? item.webkitGetAsEntry() : null));
  if (entries.length && entries.every((entry): entry is FileSystemEntry => entry !== null)) return filesOfEntries(entries);
  return Promise.resolve(pickedFromList(transfer.files));
}
