import * as client from 'openid-client';
import type { OidcFailure } from '../../contract/session';
import type { OidcConfig } from '../config';
import type { Db } from '../db/database';
import type { SecretBox } from '../security/secret-box';
import { personOfIdentity } from './oidc-accounts';

/** A sign-in started at the provider must come back within this time. */
const FLOW_MAX_MS = 10 * 60_000;

/** What a started sign-in keeps until the provider sends the person back: sealed in a cookie, never seen by the browser. */
interface Flow {
  verifier: string;
  state: string;
  nonce: string;
  returnTo: string;
  redirectUri: string;
  at: number;
}

interface Logger {
  warn(object: unknown, message: string): void;
}

function isFlow(value: unknown): value is Flow {
  const flow = value as Flow;
  return typeof flow === 'object' && flow !== null && ['verifier', 'state', 'nonce', 'returnTo', 'redirectUri'].every((key) => typeof flow[key as keyof Flow] === 'string') && typeof flow.at === 'number';
}

/**
 * Signing in through the company's identity provider: authorization code flow with PKCE, state and nonce,
 * the ID token checked against the issuer's keys (openid-client), then the person linked by issuer and subject.
 */
export function oidcSignIn(config: OidcConfig, box: SecretBox, db: Db, log: Logger, now = () => Date.now()) {
  let discovered: Promise<client.Configuration> | null = null;

  /** The provider's metadata and keys, asked once; asked again after a failure. */
  function provider(): Promise<client.Configuration> {
    discovered ??= client
      .discovery(new URL(config.issuer), config.clientId, config.clientSecret, undefined, {
        // A provider on plain http is only ever a test or a machine-local one; production issuers are https.
        execute: config.issuer.startsWith('http:') ? [client.allowInsecureRequests] : [],
      })
      .catch((error: unknown) => {
        discovered = null;
        throw error;
      });
    return discovered;
  }

  return {
    /** The provider's sign-in address, and the sealed flow to keep until the person comes back. */
    async begin(returnTo: string, redirectUri: string): Promise<{ location: string; flow: string } | { failure: OidcFailure }> {
      const oidc = await provider().catch((error: unknown) => {
        log.warn({ err: error instanceof Error ? error.message : String(error) }, 'the identity provider cannot be reached');
        return null;
      });
      if (!oidc) return { failure: 'provider' };
      const flow: Flow = { verifier: client.randomPKCECodeVerifier(), state: client.randomState(), nonce: client.randomNonce(), returnTo, redirectUri, at: now() };
      const location = client.buildAuthorizationUrl(oidc, {
        redirect_uri: redirectUri,
        scope: config.scopes,
        code_challenge: await client.calculatePKCECodeChallenge(flow.verifier),
        code_challenge_method: 'S256',
        state: flow.state,
        nonce: flow.nonce,
      });
      return { location: location.href, flow: box.seal(JSON.stringify(flow)) };
    },

    /** The person the provider sent back, or why not; `returnTo` is where they were going either way. */
    async finish(query: URLSearchParams, sealedFlow: string | undefined): Promise<({ userId: number } | { failure: OidcFailure }) & { returnTo: string }> {
      let flow: Flow | null = null;
      try {
        const parsed: unknown = sealedFlow ? JSON.parse(box.open(sealedFlow)) : null;
        flow = isFlow(parsed) ? parsed : null;
      } catch {
        flow = null;
      }
      if (!flow || now() - flow.at > FLOW_MAX_MS || query.get('state') !== flow.state) return { failure: 'state', returnTo: flow?.returnTo ?? '/' };
      const { returnTo } = flow;
      const oidc = await provider().catch(() => null);
      if (!oidc) return { failure: 'provider', returnTo };
      // The address the provider sent the person to: the redirect URI this flow named, with the provider's answer.
      const current = new URL(flow.redirectUri);
      current.search = query.toString();
      try {
        const tokens = await client.authorizationCodeGrant(oidc, current, { pkceCodeVerifier: flow.verifier, expectedState: flow.state, expectedNonce: flow.nonce, idTokenExpected: true });
        const idClaims = tokens.claims()!;
        // Profile claims often come from the userinfo endpoint only; the ID token's own claims win.
        const info = await client.fetchUserInfo(oidc, tokens.access_token, idClaims.sub).catch(() => ({}));
        const person = await personOfIdentity(db, config, { ...info, ...idClaims }, now());
        return 'refused' in person ? { failure: person.refused, returnTo } : { userId: person.userId, returnTo };
      } catch (error) {
        log.warn({ err: error instanceof Error ? error.message : String(error) }, 'a company sign-in was refused');
        return { failure: 'token', returnTo };
      }
    },

    /** Where to end the provider's session too, when it offers that (RP-initiated logout). */
    async endSessionUrl(postLogoutRedirect: string): Promise<string | null> {
      const oidc = await provider().catch(() => null);
      if (!oidc?.serverMetadata().end_session_endpoint) return null;
      return client.buildEndSessionUrl(oidc, { client_id: config.clientId, post_logout_redirect_uri: postLogoutRedirect }).href;
    },
  };
}

export type OidcSignIn = ReturnType<typeof oidcSignIn>;
