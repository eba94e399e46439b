import type { Config } from '../../config';
import type { BlobStore } from '../../storage/blob-store';
import type { FileRepos } from '../files/file-repositories';
import type { UploadService } from '../files/upload-service';
import type { LibraryPolicy } from '../library/policy';
import { librariesNamed, reportingAccessChanges } from './collab-access';
import { type PersonNow, wikiCollab } from './collab-server';
import { wikiDocumentService } from './wiki-document-service';
import { wikiExport } from './wiki-export';
import { wikiGrantService } from './wiki-grant-service';
import { wikiImages } from './wiki-images';
import { wikiImport } from './wiki-import';
import { wikiPageService } from './wiki-page-service';
import { wikiPolicy } from './wiki-policy';
import { reportingPages, type WikiReports } from './wiki-reports';
import type { WikiRepositories } from './wiki-repositories';
import { wikiSearchService } from './wiki-search-service';
import { wikiVersionService } from './wiki-version-service';

/** What the wiki takes from the document area: one repositories bundle for files and pages, the library policy, uploads and blobs. */
interface WikiDocuments {
  repos: WikiRepositories & FileRepos;
  policy: LibraryPolicy;
  store: BlobStore;
  uploads: UploadService;
}

interface Logger {
  warn(object: unknown, message: string): void;
}

/**
 * The wiki's services over the document area's repositories, policy, uploads and blob store. Changing a
 * page's grants, moving it or putting it in the recycle bin alters who may edit the library's pages, so
 * live editing checks that library's open connections again at once.
 */
export function wikiArea(documents: WikiDocuments, config: Config, log: Logger, personNow: PersonNow, reports?: WikiReports) {
  const repos = documents.repos;
  const access = wikiPolicy(repos, documents.policy);
  const content = wikiDocumentService(repos, { reports });
  const collab = wikiCollab(config, access, content, log, personNow);
  const inLibrary = (args: unknown[]) => librariesNamed(args[1]);
  // Versions, renames, moves and deletes are reported once committed (the page's followers hear of them).
  const pageService = reports ? reportingPages(wikiPageService(repos, { access }), repos, reports) : wikiPageService(repos, { access });
  const pages = reportingAccessChanges(pageService, { move: inLibrary, remove: inLibrary, restore: inLibrary }, collab.accessChanged);
  return {
    access,
    content,
    collab,
    pages,
    imports: wikiImport(pages, content),
    versions: wikiVersionService(repos, { access, documents: content, collab }),
    grants: reportingAccessChanges(wikiGrantService(repos, { access, policy: documents.policy }), { set: inLibrary }, collab.accessChanged),
    search: wikiSearchService(repos, { access }),
    exports: wikiExport(repos, access, documents.store),
    images: wikiImages(access, documents.uploads),
  };
}

export type WikiArea = ReturnType<typeof wikiArea>;
