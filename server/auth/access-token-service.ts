import { TOKEN_SCOPES, type TokenScope } from '../../contract/access-tokens';
import type { Db } from '../db/database';
import { errors } from '../errors';
import { accessTokenErrors } from './access-token-errors';
import { accessTokenRepo } from './access-token-repo';
import { type Actor, actorOfUser } from './actor';
import { hashToken, newToken } from './tokens';

const TOKEN_PREFIX = 'lbr_';

/** How long a use goes unrecorded after the last one recorded, unless it comes from another address. */
const TOUCH_INTERVAL_MS = 60_000;

/** Scopes are stored space-separated, in the contract's order. */
export function scopesOf(stored: string): TokenScope[] {
  const held = new Set(stored.split(' '));
  return TOKEN_SCOPES.filter((scope) => held.has(scope));
}

const storedScopes = (scopes: readonly TokenScope[]) => TOKEN_SCOPES.filter((scope) => scopes.includes(scope)).join(' ');

export function tokenInfo(row: { id: number; name: string; scopes: string; created_at: number; expires_at: number | null; last_used_at: number | null; last_used_from: string | null }) {
  return {
    id: row.id,
    name: row.name,
    scopes: scopesOf(row.scopes),
    createdAt: row.created_at,
    expiresAt: row.expires_at,
    lastUsedAt: row.last_used_at,
    lastUsedFrom: row.last_used_from,
  };
}

/** Who a token speaks for and what it may do; or why it speaks for no one. */
export type ResolvedToken = { actor: Actor; scopes: TokenScope[]; token: { id: number; name: string } } | { refused: 'unknown' | 'expired' };

export interface NewTokenInput {
  name: string;
  scopes: readonly TokenScope[];
  expiresAt: number | null;
}

/** Personal access tokens let pipelines and scripts call the API with `Authorization: Bearer …`. */
export function accessTokenService(db: Db, now = () => Date.now()) {
  const tokens = accessTokenRepo(db);
  return {
    async create(actor: Actor, input: NewTokenInput) {
      const at = now();
      if (input.expiresAt !== null && input.expiresAt <= at) throw accessTokenErrors.expiryPast();
      const token = `${TOKEN_PREFIX}${newToken()}`;
      const scopes = storedScopes(input.scopes);
      const id = await tokens.insert({ userId: actor.id, name: input.name, tokenHash: hashToken(token), scopes, expiresAt: input.expiresAt, now: at });
      return { id, name: input.name, scopes: scopesOf(scopes), expiresAt: input.expiresAt, token };
    },
    async list(actor: Actor) {
      return (await tokens.listOfUser(actor.id)).map(tokenInfo);
    },
    /** Revokes one of the person's own tokens; answers its name. */
    async revoke(actor: Actor, id: number): Promise<string> {
      const name = await tokens.delete(actor.id, id);
      if (name === undefined) throw errors.notFound();
      return name;
    },
    /**
     * Asked on every call that carries a token, without caching: a revoked token, or the token of a person
     * deactivated a moment ago, stops at the next call. A use is recorded at most once a minute, and at once
     * when it comes from another address.
     */
    async resolve(token: string, from: string): Promise<ResolvedToken> {
      if (!token.startsWith(TOKEN_PREFIX)) return { refused: 'unknown' };
      const row = await tokens.findUser(hashToken(token));
      if (!row || !row.is_active) return { refused: 'unknown' };
      const at = now();
      if (row.expires_at !== null && row.expires_at <= at) return { refused: 'expired' };
      if (!row.last_used_at || at - row.last_used_at > TOUCH_INTERVAL_MS || row.last_used_from !== from) await tokens.touch(row.token_id, at, from);
      return { actor: actorOfUser(row), scopes: scopesOf(row.scopes), token: { id: row.token_id, name: row.token_name } };
    },
  };
}

export type AccessTokenService = ReturnType<typeof accessTokenService>;
