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
 * OpenAPI 3.0 reads `nullable` only beside a `type`, and nothing beside a `$ref`. zod writes a nullable
 * union as `{anyOf, nullable}`: each typed branch says it instead. A nullable named schema
 * (`{$ref, nullable}` or `{allOf: [{$ref}], nullable}`) becomes `{type, allOf: [{$ref}], nullable}`, with
 * the type of the schema it names.
 */
export function nullableFor30(document: Document): void {
  const schemas = document.components?.schemas ?? {};
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) for (const item of value) visit(item);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return;
    const node = value as Record<string, unknown>;
    if (node.nullable === true && Array.isArray(node.anyOf) && node.type === undefined) {
      node.anyOf = node.anyOf.map((branch: Record<string, unknown>) => (branch.type === undefined ? branch : { ...branch, nullable: true }));
      delete node.nullable;
    }
    if (node.nullable === true && typeof node.$ref === 'string') {
      node.allOf = [{ $ref: node.$ref }];
      delete node.$ref;
    }
    const named = Array.isArray(node.allOf) && node.allOf.length === 1 ? (node.allOf[0] as { $ref?: unknown }).$ref : undefined;
    if (node.nullable === true && node.type === undefined && typeof named === 'string') {
      node.type = (schemas[named.slice(REF.length)] as { type?: string } | undefined)?.type ?? 'object';
    }
    for (const child of Object.values(node)) visit(child);
  };
  visit(document);
}
