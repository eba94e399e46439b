import { z } from 'zod';
import { AREA } from './api-areas';
import { endpoint } from './endpoint';

/**
 * Personal access tokens: pipelines and scripts call the API as a person with `Authorization: Bearer …`.
 *
 * A token holds scopes, named as on GitHub and GitLab; a call its scopes do not cover is refused with 403
 * (`TOKEN_SCOPE`). The scopes never add to what the person may do, they only narrow it:
 *
 * - `read`: every reading call (GET, and the calls that only search or list through POST).
 * - `scan`: create and change code-check tasks, start and stop scans, handle their defects.
 * - `ingest`: upload a pipeline's analysis report (SARIF or checkstyle) as a scan.
 * - `write`: every other change in the knowledge areas: libraries, files, wiki pages, notices.
 * - `admin`: the back office (reading included) and the person's account: password, sign-out and access tokens.
 *
 * A token lives until its expiry (never, when it has none); after it, calls with it answer 401.
 */
export const TOKEN_SCOPES = ['read', 'scan', 'ingest', 'write', 'admin'] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];

/** The lifetimes the screen offers, in days; `null` is "never expires". */
export const TOKEN_EXPIRY_DAYS = [7, 30, 90, 365, null] as const;

const scope = z.enum(TOKEN_SCOPES);

const accessTokenInfo = z.object({
  id: z.number().int(),
  name: z.string(),
  scopes: z.array(scope),
  createdAt: z.number(),
  /** When it stops working; null: never. */
  expiresAt: z.number().nullable(),
  lastUsedAt: z.number().nullable(),
  /** The address the last call with it came from. */
  lastUsedFrom: z.string().nullable(),
});

/** The token itself is shown once, when it is made. */
const createdAccessToken = z.object({ id: z.number().int(), name: z.string(), scopes: z.array(scope), expiresAt: z.number().nullable(), token: z.string() });

const createAccessTokenBody = z.strictObject({
  name: z.string().trim().min(1, 'v:necessary:').max(100),
  scopes: z.array(scope).min(1, 'v:atLeastOne:').max(TOKEN_SCOPES.length),
  /** Milliseconds since the epoch, in the future; null: the token never expires. */
  expiresAt: z.number().int().positive().nullable(),
});

/** Everyone's tokens as the back office sees them: whose each is, never a secret. */
const ownedAccessToken = accessTokenInfo.extend({ userId: z.number().int(), account: z.string(), userName: z.string() });

const idParams = z.strictObject({ id: z.coerce.number<number>().int().positive() });

const tags = ['access tokens'];

export const accessTokenEndpoints = {
  list: endpoint({ method: 'GET', path: `${AREA.erp}/token`, tags, summary: "The person's access tokens, without their secrets", data: z.array(accessTokenInfo) }),
  create: endpoint({
    method: 'POST',
    path: `${AREA.erp}/token`,
    tags,
    summary: 'Make an access token; the answer is the only time its secret is shown',
    description: 'Scopes: `read`, `scan`, `ingest`, `write`, `admin` (see the contract). An expiry that is not in the future is refused with 400.',
    body: createAccessTokenBody,
    data: createdAccessToken,
  }),
  revoke: endpoint({ method: 'DELETE', path: `${AREA.erp}/token/{id}`, tags, summary: "Revoke one of the person's access tokens", params: idParams, data: z.null() }),
};

/** The back office: every person's tokens, for classification admins. */
export const accessTokenAdminEndpoints = {
  list: endpoint({ method: 'GET', path: `${AREA.manage}/tokens`, tags, summary: "Every person's access tokens, without their secrets, newest first", data: z.array(ownedAccessToken) }),
  revoke: endpoint({ method: 'DELETE', path: `${AREA.manage}/tokens/{id}`, tags, summary: "Revoke anyone's access token", params: idParams, data: z.null() }),
};
