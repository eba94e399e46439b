import type { TokenScope } from '../../contract/access-tokens';
import { AREA, LIBRARY_SHARE_TEMPLATES } from '../../contract/api-areas';
import { defectEndpoints } from '../../contract/codecheck-defect';
import { taskEndpoints } from '../../contract/codecheck-task';
import { commonEndpoints } from '../../contract/common';
import type { EndpointDef } from '../../contract/endpoint';

/** A contract path as the router names its route: `{id}` becomes `:id`. */
const routePath = (entry: Pick<EndpointDef, 'path'>) => entry.path.replace(/\{(\w+)\}/g, ':$1');

/** Calls that go through POST only to carry a filter, and change nothing. */
const READING_POSTS: ReadonlySet<string> = new Set([defectEndpoints.list, defectEndpoints.detail, defectEndpoints.segment, taskEndpoints.records, commonEndpoints.operationActions].map(routePath));

/** A pipeline's analysis report. */
const INGEST: ReadonlySet<string> = new Set([routePath(defectEndpoints.ingest)]);

const READING_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

const under = (path: string, area: string) => path === area || path.startsWith(`${area}/`);

/**
 * The scope a call needs from an access token, from its method and the area of its path (after the API
 * prefix). One table, in order, the first match wins:
 *
 * | path                                                    | reading | changing |
 * |---------------------------------------------------------|---------|----------|
 * | the back office (not the libraries' share templates)    | admin   | admin    |
 * | the person's account: password, sign-out, the tokens   | admin   | admin    |
 * | a pipeline's report upload                              | —       | ingest   |
 * | code-check tasks and defects                            | read    | scan     |
 * | the wiki's live editing (a WebSocket)                   | write   | write    |
 * | everything else                                         | read    | write    |
 *
 * "Reading" is GET (and HEAD, OPTIONS) and the few POSTs that only search or list. So a person's share
 * links (`…/share-link`) are listed and their uses read with `read`, made and revoked with `write`, and the
 * back office's share link rules need `admin`; comments (`…/comments`) are read with `read`, and written,
 * resolved and their library's rule set with `write`; a link's own page (`/share/{token}`) is public and asks for no
 * token at all: the link, its audience and its password decide.
 */
export function scopeOfCall(method: string, path: string): TokenScope {
  if ((under(path, AREA.manage) && !under(path, LIBRARY_SHARE_TEMPLATES)) || under(path, AREA.erp)) return 'admin';
  const reading = READING_METHODS.has(method) || (method === 'POST' && READING_POSTS.has(path));
  if (method === 'POST' && INGEST.has(path)) return 'ingest';
  if (under(path, `${AREA.wiki}/collab`)) return 'write';
  if (reading) return 'read';
  if (under(path, AREA.task) || under(path, AREA.defect)) return 'scan';
  return 'write';
}
