import * as accessTokens from '../../contract/access-tokens';
import * as codecheckBranch from '../../contract/codecheck-branch';
import * as codecheckDefect from '../../contract/codecheck-defect';
import * as codecheckGate from '../../contract/codecheck-gate';
import * as codecheckTask from '../../contract/codecheck-task';
import * as comments from '../../contract/comments';
import * as common from '../../contract/common';
import type { ByteEndpointDef, EndpointDef } from '../../contract/endpoint';
import * as files from '../../contract/files';
import * as fulltext from '../../contract/fulltext';
import * as knowledge from '../../contract/knowledge';
import * as library from '../../contract/library';
import * as manage from '../../contract/manage';
import * as manageBackoffice from '../../contract/manage-backoffice';
import * as notifications from '../../contract/notifications';
import * as people from '../../contract/people';
import * as personal from '../../contract/personal';
import * as search from '../../contract/search';
import * as session from '../../contract/session';
import * as shareLinks from '../../contract/share-links';
import * as upload from '../../contract/upload';
import * as webhooks from '../../contract/webhooks';
import * as wiki from '../../contract/wiki';
import * as wopi from '../../contract/wopi';

/** The contract files that export groups of entries (`taskEndpoints = { list: endpoint(…) }`). */
const CONTRACT_FILES: readonly Record<string, unknown>[] = [
  accessTokens, codecheckBranch, codecheckDefect, codecheckGate, codecheckTask, comments, common, files, fulltext, knowledge, library,
  manage, manageBackoffice, notifications, people, personal, search, session, shareLinks, upload, webhooks, wiki, wopi,
];

const GROUP = /^(\w+)Endpoints$/;

/**
 * Each entry's name in the contract as an OpenAPI operationId: `list` of `taskEndpoints` is `taskList`.
 * Derived, never written per route, so a generated client's names follow the contract's and stay put.
 */
function nameEntries(): Map<object, string> {
  const ids = new Map<object, string>();
  const taken = new Set<string>();
  for (const file of CONTRACT_FILES) {
    for (const [exportName, group] of Object.entries(file)) {
      const groupName = GROUP.exec(exportName)?.[1];
      if (!groupName || typeof group !== 'object' || group === null) continue;
      for (const [key, entry] of Object.entries(group)) {
        const id = `${groupName}${key[0]!.toUpperCase()}${key.slice(1)}`;
        if (taken.has(id)) throw new Error(`Two contract entries are named ${id}`);
        taken.add(id);
        ids.set(entry as object, id);
      }
    }
  }
  return ids;
}

const OPERATION_IDS = nameEntries();

export function operationIdOf(entry: EndpointDef | ByteEndpointDef): string {
  const id = OPERATION_IDS.get(entry);
  // A route of an entry outside every listed group would have no stable name: refused when it is registered.
  if (!id) throw new Error(`${entry.method} ${entry.path} is not in a contract group listed in operation-ids.ts`);
  return id;
}
