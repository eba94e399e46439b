import { describe, expect, it } from 'vitest';
import { filesOfEntries, folderOf, pickedFromList } from '../../../src/features/upload/picked-files';

/** A dropped folder as Chromium hands it over: entries whose reader answers in batches, then with none. */
function fileEntry(name: string): FileSystemFileEntry {
  return { isFile: true, isDirectory: false, name, file: (resolve: (file: File) => void) => resolve(new File([name], name)) } as unknown as FileSystemFileEntry;
}

function folderEntry(name: string, children: FileSystemEntry[], batch = 2): FileSystemDirectoryEntry {
  return {
    isFile: false,
    isDirectory: true,
    name,
    createReader: () => {
      let next = 0;
      return {
        readEntries: (resolve: (entries: FileSystemEntry[]) => void) => {
          const slice = children.slice(next, next + batch);
          next += slice.length;
          setTimeout(() => resolve(slice), 0);
        },
      };
    },
  } as unknown as FileSystemDirectoryEntry;
}

describe('picked and dropped files', () => {
  it('keeps the folder part of a path inside a picked folder', () => {
    expect(folderOf('handbook/chapters/01.md')).toBe('handbook/chapters');
    expect(folderOf('readme.txt')).toBe('');
    expect(folderOf('')).toBe('');
  });

  it('reads the folder path of files picked with the folder button', () => {
    const inFolder = new File(['a'], 'map.png');
    Object.defineProperty(inFolder, 'webkitRelativePath', { value: 'handbook/images/map.png' });
    const alone = new File(['b'], 'notes.txt');
    expect(pickedFromList([inFolder, alone]).map((picked) => [picked.file.name, picked.relativePath])).toEqual([
      ['map.png', 'handbook/images'],
      ['notes.txt', ''],
    ]);
  });

  it('walks a dropped folder to the bottom, reading every batch of its entries', async () => {
    const dropped = [
      folderEntry('handbook', [fileEntry('README.txt'), folderEntry('chapters', [fileEntry('01.md'), fileEntry('02.md'), fileEntry('03.md')]), fileEntry('index.md')]),
      fileEntry('loose.txt'),
    ];
    const picked = await filesOfEntries(dropped);
    expect(picked.map((entry) => `${entry.relativePath}|${entry.file.name}`)).toEqual([
      'handbook|README.txt',
      'handbook/chapters|01.md',
      'handbook/chapters|02.md',
      'handbook/chapters|03.md',
      'handbook|index.md',
      '|loose.txt',
    ]);
  });
});
