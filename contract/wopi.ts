import { z } from 'zod';
import { AREA } from './api-areas';
import { endpoint } from './endpoint';

/**
 * Office documents edited in the browser through an office server (Collabora Online or OnlyOffice) that
 * speaks WOPI: this server is the WOPI host. The office server calls the host's `WOPI_PATHS` with an access
 * token that names one file and one person; the app asks for that token, then opens the editor.
 */

/** Under the API prefix: CheckFileInfo (GET) and Lock/Unlock/RefreshLock/GetLock (POST with X-WOPI-Override) on `files/{id}`, GetFile (GET) and PutFile (POST) on `files/{id}/contents`. */
export const WOPI_PATHS = { files: '/wopi/files' } as const;

/** How long a WOPI lock holds without a refresh (the protocol's 30 minutes). */
export const WOPI_LOCK_MS = 30 * 60 * 1000;

const id = z.coerce.number<number>().int().positive().max(2_147_483_647);

const whiteList = z.object({
  /** An office server is configured: files of these extensions open in it. */
  enabled: z.boolean(),
  extensions: z.array(z.string()),
});

const tokenBody = z.strictObject({ libraryId: id, nodeId: id });
const officeSession = z.object({
  accessToken: z.string(),
  /** When the token stops working (epoch milliseconds), as WOPI clients expect `access_token_ttl`. */
  accessTokenTtl: z.number(),
  /** The file's WOPI address (WOPISrc). */
  wopiSrc: z.string(),
  /** The editor's address for this file, to post the token to. */
  editorUrl: z.string(),
  canWrite: z.boolean(),
});
export type OfficeSession = z.infer<typeof officeSession>;

export const wopiEndpoints = {
  white: endpoint({ method: 'POST', path: `${AREA.doc}/wopi/white`, tags: ['office'], summary: 'Which extensions the configured office server opens (none without one)', body: z.strictObject({}).optional(), data: whiteList }),
  token: endpoint({
    method: 'POST',
    path: `${AREA.doc}/wopi/token`,
    tags: ['office'],
    summary: 'An access token for one file and the caller, and the editor address to open it with (read permission; writing needs edit)',
    body: tokenBody,
    data: officeSession,
  }),
};
