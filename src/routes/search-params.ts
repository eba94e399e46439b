import * as v from 'valibot';

// The pieces of every screen's search params. The router parses `?a=1` into a number, so free text
// is made a string again; a malformed count or choice falls back to 'not given' rather than breaking
// the page. Valibot (not zod) because the route tree is in the shell's first download and only the
// pieces used here are bundled.

/** Free text. */
export const text = v.optional(v.pipe(v.unknown(), v.transform(String)));

/** A positive whole number: a page, a size, an id. */
export const count = v.fallback(v.optional(v.pipe(v.number(), v.safeInteger(), v.minValue(1))), undefined);

/** One of the given words. */
export function choice<const T extends readonly [string, ...string[]]>(values: T) {
  return v.fallback(v.optional(v.picklist(values)), undefined);
}
