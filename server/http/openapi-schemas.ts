interface Document {
  components?: { schemas?: Record<string, unknown> } & Record<string, unknown>;
}

const REF = '#/components/schemas/';

function refsIn(value: unknown, found: Set<string>) {
  if (Array.isArray(value)) for (const item of value) refsIn(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string' && child.startsWith(REF)) found.add(child.slice(REF.length));
      else refsIn(child, found);
    }
  }
}

/**
 * Keeps the component schemas the document refers to, directly or through one another. The schema
 * registry lists each named schema for input and for output (`…Input`); most are used one way only.
 */
export function pruneUnusedSchemas<D extends Document>(document: D): D {
  const schemas = document.components?.schemas ?? {};
  const used = new Set<string>();
  refsIn({ ...document, components: { ...document.components, schemas: undefined } }, used);
  const pending = [...used];
  while (pending.length > 0) {
    const found = new Set<string>();
    refsIn(schemas[pending.pop()!], found);
    for (const name of found) {
      if (!used.has(name)) {
        used.add(name);
        pending.push(name);
      }
    }
  }
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
  return { ...document, components: { ...document.components, schemas: kept } };
}

/**
 * OpenAPI 3.0 reads `nullable` only beside a `type`: a nullable union (`{anyOf, nullable}`, as zod
 * writes `z.union([…, z.null()])`) says it on each of its branches instead, so null stays allowed.
 */
export function nullableOnBranches(value: unknown): void {
  if (Array.isArray(value)) for (const item of value) nullableOnBranches(item);
  if (!value || typeof value !== 'object' || Array.isArray(value)) return;
  const node = value as Record<string, unknown>;
  if (node.nullable === true && Array.isArray(node.anyOf) && node.type === undefined) {
    node.anyOf = node.anyOf.map((branch: Record<string, unknown>) => (branch.type === undefined ? branch : { ...branch, nullable: true }));
    delete node.nullable;
  }
  for (const child of Object.values(node)) nullableOnBranches(child);
}
