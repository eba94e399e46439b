import { randomBytes } from 'node:crypto';
import { endpointPath } from '../../../contract/endpoint';
import { fileContentEndpoints, extensionOf, fileTypeOf } from '../../../contract/files';
import type { Actor } from '../../auth/actor';
import type { StagedBlob } from '../../storage/blob-store';
import type { UploadService } from '../files/upload-service';
import { WIKI_IMAGES_FOLDER } from '../search-index/reserved-folders';
import { wikiErrors } from './wiki-errors';
import type { WikiPolicy } from './wiki-policy';

/**
 * Images pasted or dropped into a page become files of the library, under its usual upload rules (the
 * upload role, the name rule, the blob store), in one folder; each gets a fresh name so two pages'
 * `image.png` never become versions of one file.
 */
export function wikiImages(access: WikiPolicy, uploads: UploadService) {
  return {
    /** Asked before any byte is read. */
    async assertCanUpload(actor: Actor, libraryId: number, pageId: number, filename: string) {
      await access.authorize(actor, 'edit', { libraryId, pageId });
      if (fileTypeOf(filename) !== 'image') throw wikiErrors.notAnImage();
    },

    async store(actor: Actor, libraryId: number, pageId: number, filename: string, staged: StagedBlob) {
      const { lib } = await access.authorize(actor, 'edit', { libraryId, pageId });
      const name = `page-${pageId}-${Date.now()}-${randomBytes(4).toString('hex')}.${extensionOf(filename)}`;
      const nodeId = await uploads.storeUpload(actor, { libraryId, parentId: lib.library.root_id!, folders: [WIKI_IMAGES_FOLDER], name, fileId: null }, staged);
      return { nodeId, name, src: endpointPath(fileContentEndpoints.preview, { params: { libraryId, nodeId }, query: {} }) };
    },
  };
}

export type WikiImages = ReturnType<typeof wikiImages>;
