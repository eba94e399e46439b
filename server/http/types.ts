import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Actor } from '../auth/actor';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without a session (sign-in, the notice before sign-in and the like). */
    public?: boolean;
  }
  interface FastifyRequest {
    actor: Actor | null;
    sessionTokenHash: string | null;
  }
}

export type App = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, ZodTypeProvider>;
