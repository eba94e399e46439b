import { z } from 'zod';
import { AREA } from './api-areas';
import { endpoint } from './endpoint';

/** Personal access tokens: pipelines and scripts call the API as a person with `Authorization: Bearer …`. */

const accessTokenInfo = z.object({ id: z.number().int(), name: z.string(), createdAt: z.number(), lastUsedAt: z.number().nullable() });

/** The token itself is shown once, when it is made. */
const createdAccessToken = z.object({ id: z.number().int(), name: z.string(), token: z.string() });

const createAccessTokenBody = z.strictObject({ name: z.string().trim().min(1, 'v:necessary:').max(100) });

const tags = ['access tokens'];

export const accessTokenEndpoints = {
  list: endpoint({ method: 'GET', path: `${AREA.erp}/token`, tags, summary: "The person's access tokens, without their secrets", data: z.array(accessTokenInfo) }),
  create: endpoint({ method: 'POST', path: `${AREA.erp}/token`, tags, summary: 'Make an access token; the answer is the only time its secret is shown', body: createAccessTokenBody, data: createdAccessToken }),
  revoke: endpoint({ method: 'DELETE', path: `${AREA.erp}/token/{id}`, tags, summary: 'Revoke one of the person\'s access tokens', params: z.strictObject({ id: z.coerce.number<number>().int().positive() }), data: z.null() }),
};
