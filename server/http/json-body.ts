import type { FastifyInstance } from 'fastify';
import { LIMITS } from '../../contract/constants';
import { errors } from '../errors';

const OPEN_OBJECT = 0x7b;
const OPEN_ARRAY = 0x5b;
const CLOSE_OBJECT = 0x7d;
const CLOSE_ARRAY = 0x5d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Whether JSON text nests objects and arrays deeper than `limit`, read in one pass over the text
 * without building anything: brackets inside strings do not count. Malformed text is left for the
 * parser to refuse.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === BACKSLASH) index++;
      else if (code === QUOTE) inString = false;
    } else if (code === QUOTE) {
      inString = true;
    } else if (code === OPEN_OBJECT || code === OPEN_ARRAY) {
      if (++depth > limit) return true;
    } else if (code === CLOSE_OBJECT || code === CLOSE_ARRAY) {
      depth--;
    }
  }
  return false;
}

/**
 * JSON bodies as Fastify parses them (empty bodies and prototype poisoning refused), after a check of
 * their depth. A body nested thousands of levels deep is no request any client sends, and every
 * recursive walk after parsing (validation, the NUL check, presenters) would pay for it or overflow the
 * stack; it is refused as text, before a single object exists.
 */
export function installJsonBody(app: FastifyInstance) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (nestsDeeperThan(text, LIMITS.jsonDepth)) {
      done(errors.jsonTooDeep(), undefined);
      return;
    }
    parse(request, text, done);
  });
}
