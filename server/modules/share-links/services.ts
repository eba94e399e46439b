import { fillPath } from '../../../contract/endpoint';
import { sharedEndpoints } from '../../../contract/share-links';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import { loadSecretKey, secretBox } from '../../security/secret-box';
import type { ContentService } from '../files/content-service';
import type { FileRepositories } from '../files/file-repositories';
import type { PreviewService } from '../files/preview-service';
import type { UploadService } from '../files/upload-service';
import type { AccessRepo } from '../library/access-repo';
import type { LibraryPolicy } from '../library/policy';
import { chunkUploadService } from '../upload/chunk-upload-service';
import { createPartStore } from '../upload/create-part-store';
import type { UploadRepositories } from '../upload/upload-repositories';
import { shareLinkPolicy } from './share-link-policy';
import { shareLinkRepositories } from './share-link-repositories';
import { shareLinkService } from './share-link-service';

interface ShareLinkDeps {
  repos: FileRepositories & UploadRepositories & { access: AccessRepo };
  policy: LibraryPolicy;
  uploads: UploadService;
  content: ContentService;
  previews: PreviewService;
}

/**
 * The share links over the document area. A file request stores through the same resumable upload, with
 * one difference: a file lands under a name free at the moment it is stored (`report (1).pdf`), so an
 * upload through a link never becomes a new version of a file already there.
 */
export async function shareLinkServices(db: Db, config: Config, deps: ShareLinkDeps) {
  const key = loadSecretKey(config.secretKey, config.dataDir);
  const parts = await createPartStore(config);
  const keepingBoth: ShareLinkDeps['uploads'] = {
    ...deps.uploads,
    async storeUpload(actor, destination, staged) {
      const target = await deps.uploads.target(actor, { libraryId: destination.libraryId, parentId: destination.parentId });
      const name = await deps.uploads.freeName(target, destination.folders, destination.name);
      return deps.uploads.storeUpload(actor, { ...destination, name, fileId: null }, staged);
    },
  };
  const uploads = chunkUploadService(deps.repos, {
    files: { uploads: keepingBoth, content: deps.content },
    parts,
    // Each permit names its link's own chunk address instead (the service fills it in).
    target: '',
    maxBytes: config.uploadMaxBytes,
    freeBytes: parts.freeBytes,
  });
  return shareLinkService(shareLinkRepositories(db), {
    files: deps.repos,
    policy: shareLinkPolicy(deps.policy),
    principal: (actor) => deps.repos.access.principal(actor),
    content: deps.content,
    previews: deps.previews,
    uploads,
    uploadRows: deps.repos.uploads,
    box: secretBox(key),
    cookieKey: key,
    chunkTarget: (token) => `${config.apiPrefix}${fillPath(sharedEndpoints.chunk.path, { token })}`,
  });
}
