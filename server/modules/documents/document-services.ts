import { LIBRARY_LIMITS } from '../../../contract/constants';
import type { Config } from '../../config';
import type { Db } from '../../db/database';
import type { SecuritySettingsStore } from '../../settings/security-settings';
import type { BlobStore } from '../../storage/blob-store';
import { contentService } from '../files/content-service';
import { fileService } from '../files/file-service';
import { previewService } from '../files/preview-service';
import { treePurger } from '../files/purge';
import { uploadService } from '../files/upload-service';
import { versionService } from '../files/version-service';
import { grantWriter } from '../library/grant-writer';
import { libraryService } from '../library/library-service';
import { permissionService } from '../library/permission-service';
import { libraryPolicy } from '../library/policy';
import { projectLibraryService } from '../library/project-library-service';
import { shareTemplateService } from '../library/share-template-service';
import { historyRepo } from '../manage/history-repo';
import { historyService } from '../manage/history-service';
import { type DocumentReports, reportingFiles, reportingGrants, reportingLibraries, reportingUploads, reportingVersions } from '../notifications/notifying-services';
import { recycleService } from '../recycle/recycle-service';
import { searchService } from '../search/search-service';
import { type AccessScope, librariesNamed, reportingAccessChanges } from '../wiki/collab-access';
import { documentRepositories } from './document-repositories';

/**
 * The services of the document area (libraries, their files, search) over one database and blob store;
 * the API, the periodic jobs and scripts share them. The resumable upload is built on top of them in
 * `document-area.ts`.
 */
export function documentServices(
  db: Db,
  store: BlobStore,
  config: Partial<Pick<Config, 'libreOfficeBin' | 'personalQuotaBytes'>>,
  security?: SecuritySettingsStore,
  accessChanged: (libraryIds: AccessScope) => void = () => {},
  reports?: DocumentReports,
) {
  const repos = documentRepositories(db);
  const policy = libraryPolicy(repos);
  const purger = treePurger(repos, store);
  // Who may open a library's wiki pages follows its grants; open editors are checked again when they change.
  const inLibraries = (args: unknown[]) => librariesNamed(args[1]);
  const content = contentService(repos, { policy, store });
  const grants = grantWriter(repos);
  const templates = shareTemplateService(repos, { grantWriter: grants });
  const granting = permissionService(repos, { policy, grantWriter: grants });
  // Those who follow what changed, and people a grant lets in, are told once each change committed.
  const permissions = reportingAccessChanges(reports ? reportingGrants(granting, reports) : granting, { replace: inLibraries, add: inLibraries, remove: inLibraries }, accessChanged);
  const projects = reportingAccessChanges(
    projectLibraryService(repos, { policy, grantWriter: grants, templates }),
    { batchShare: inLibraries, batchUnShare: inLibraries, batchUpdateAdmins: inLibraries },
    accessChanged,
  );
  const uploads = uploadService(repos, { policy, store, personalQuotaBytes: config.personalQuotaBytes ?? LIBRARY_LIMITS.personalQuotaBytes, rules: security ? () => security.current() : undefined });
  const libraryCalls = libraryService(repos, { policy, grantWriter: grants, eraseLibrary: purger.eraseLibrary });
  const libraries = reportingAccessChanges(reports ? reportingLibraries(libraryCalls, reports, (id) => repos.libraries.findById(id)) : libraryCalls, { remove: inLibraries }, accessChanged);
  return {
    repos,
    store,
    policy,
    permissions,
    templates,
    libraries,
    history: historyService({ history: historyRepo(db) }),
    projects,
    files: reports ? reportingFiles(fileService(repos, { policy }), reports) : fileService(repos, { policy }),
    recycle: recycleService(repos, { policy, purger }),
    versions: reports ? reportingVersions(versionService(repos, { policy }), reports) : versionService(repos, { policy }),
    uploads: reports ? reportingUploads(uploads, reports, async (id) => (await repos.nodes.findById(id))?.version_no) : uploads,
    content,
    previews: previewService({ store, content, libreOfficeBin: config.libreOfficeBin, allowedKinds: security ? async () => (await security.current()).previewKinds : undefined }),
    search: searchService(repos, { policy }),
  };
}

