import { posix } from 'node:path';
import { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import type { Locale } from '../../../contract/constants';
import { routerPath } from '../../../contract/endpoint';
import { fileContentEndpoints } from '../../../contract/files';
import type { Actor } from '../../auth/actor';
import { translate } from '../../i18n/messages';
import type { BlobStore } from '../../storage/blob-store';
import type { NodeRepo } from '../files/node-repo';
import type { PageLinkWriter } from './markdown-export';
import type { WikiPageRow } from './wiki-page-repo';
import type { WikiPolicy } from './wiki-policy';
import type { WikiRepositories } from './wiki-repositories';
import { imageSources, renderState } from './yjs-content';

/** Characters no file system takes in a name, and names that mean something else. */
function fileName(title: string): string {
  const cleaned = title.replace(/[\u0000-\u001f\u007f/\\:*?"<>|]/g, '_').replace(/^\.+$/, '_').trim();
  return cleaned.slice(0, 120) || '_';
}

/** The library file an image address of the editor points at: `…/file/preview/{libraryId}/{nodeId}`. */
function imageNode(src: string, libraryId: number): number | null {
  const pattern = routerPath(fileContentEndpoints.preview.path).replace(':libraryId', '(\\d+)').replace(':nodeId', '(\\d+)');
  const match = new RegExp(`${pattern.replace(/\//g, '\\/')}(?:\\?.*)?$`).exec(src);
  if (!match || Number(match[1]) !== libraryId) return null;
  return Number(match[2]);
}

interface ExportedPage {
  path: string;
  markdown: string;
  mtime: number;
}

/**
 * Pages as Markdown files with the library images they show: each image is put beside the pages in
 * `images/` and its address in the Markdown rewritten to that file, so the export reads offline.
 */
export function wikiExport(repos: WikiRepositories & { nodes: NodeRepo }, access: WikiPolicy, store: BlobStore) {
  /**
   * Page links become Markdown links to the linked page's file under its title now: `targets` holds the
   * pages the reader may see with the path of their file (in this zip or beside it); any other is
   * written as a page that is gone, without its title.
   */
  function linkWriter(targets: Map<number, { title: string; path: string }>, from: string, locale: Locale): PageLinkWriter {
    return {
      target: (pageId) => {
        const target = targets.get(pageId);
        return target ? { title: target.title, href: posix.relative(posix.dirname(from), target.path) } : null;
      },
      missing: translate(locale, 'wikiPageLinkMissing'),
    };
  }

  async function zipOf(libraryId: number, pages: { row: Pick<WikiPageRow, 'id' | 'updated_at'>; path: string }[], targets: Map<number, { title: string; path: string }>, locale: Locale) {
    const files: ExportedPage[] = [];
    const images = new Map<number, { path: string; sha256: string; mtime: number }>();
    for (const { row, path } of pages) {
      const document = await repos.wikiDocuments.get(row.id);
      const rendered = renderState(document?.state ?? null, linkWriter(targets, path, locale));
      let markdown = rendered.markdown;
      const depth = path.split('/').length - 1;
      for (const src of new Set(imageSources(rendered.content))) {
        const nodeId = imageNode(src, libraryId);
        if (nodeId === null) continue;
        let image = images.get(nodeId);
        if (!image) {
          const node = await repos.nodes.findById(nodeId);
          if (!node || node.library_id !== libraryId || node.kind !== 'file' || node.deleted_at !== null || !node.blob_sha256) continue;
          image = { path: `images/${node.id}-${fileName(node.name)}`, sha256: node.blob_sha256, mtime: Number(node.updated_at) };
          images.set(nodeId, image);
        }
        markdown = markdown.split(src).join(`${'../'.repeat(depth)}${image.path}`);
      }
      files.push({ path, markdown, mtime: Number(row.updated_at) });
    }
    const zip = new ZipFile();
    for (const file of files) zip.addBuffer(Buffer.from(file.markdown, 'utf8'), file.path, { mtime: new Date(file.mtime) });
    for (const image of images.values()) {
      zip.addReadStreamLazy(image.path, { mtime: new Date(image.mtime), compress: false }, (callback) => {
        store.read(image.sha256).then((stream) => callback(null, stream), (error: Error) => callback(error, Readable.from([])));
      });
    }
    zip.end();
    return new Readable().wrap(zip.outputStream);
  }

  return {
    /** One page; its links point at the file each linked page would have in its own export (`Title.md`). */
    async page(actor: Actor, libraryId: number, pageId: number, locale: Locale) {
      const { lib, page, pages } = await access.authorize(actor, 'read', { libraryId, pageId });
      const levels = await access.accessMap(actor, lib, pages);
      const targets = new Map(pages.filter((row) => levels.has(row.id)).map((row) => [row.id, { title: row.title, path: `${fileName(row.title)}.md` }]));
      const name = fileName(page.title);
      return { name: `${name}.zip`, stream: await zipOf(libraryId, [{ row: page, path: `${name}.md` }], targets, locale) };
    },

    /** Every page the person may read, in folders as the tree nests them (a page with sub-pages also gets a folder). */
    async wiki(actor: Actor, libraryId: number, locale: Locale) {
      const lib = await access.authorize(actor, 'read', { libraryId });
      const pages = await repos.wikiPages.livePages(lib.library.id);
      const levels = await access.accessMap(actor, lib, pages);
      const visible = pages.filter((page) => levels.has(page.id));
      const children = new Map<number | null, typeof visible>();
      for (const page of visible) children.set(page.parent_id, [...(children.get(page.parent_id) ?? []), page]);
      const entries: { row: WikiPageRow; path: string }[] = [];
      const walk = (parentId: number | null, folder: string) => {
        for (const [index, page] of (children.get(parentId) ?? []).entries()) {
          const base = `${String(index + 1).padStart(2, '0')} ${fileName(page.title)}`;
          entries.push({ row: page, path: `${folder}${base}.md` });
          walk(page.id, `${folder}${base}/`);
        }
      };
      walk(null, '');
      const targets = new Map(entries.map((entry) => [entry.row.id, { title: entry.row.title, path: entry.path }]));
      return { name: `${fileName(lib.library.name)}-wiki.zip`, stream: await zipOf(libraryId, entries, targets, locale) };
    },
  };
}

export type WikiExport = ReturnType<typeof wikiExport>;
