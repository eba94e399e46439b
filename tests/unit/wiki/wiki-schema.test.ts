import { getSchema } from '@tiptap/core';
import { describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { wikiSchema } from '../../../server/modules/wiki/wiki-schema';
import { wikiExtensions } from '../../../src/features/wiki/editor/wiki-extensions';

function shape(schema: typeof wikiSchema) {
  const nodes = Object.fromEntries(Object.entries(schema.nodes).map(([name, type]) => [name, { content: type.spec.content ?? '', group: type.spec.group ?? '', inline: !!type.spec.inline, attrs: Object.keys(type.spec.attrs ?? {}).sort() }]));
  const marks = Object.fromEntries(Object.entries(schema.marks).map(([name, type]) => [name, { attrs: Object.keys(type.spec.attrs ?? {}).sort(), excludes: type.spec.excludes ?? '' }]));
  return { nodes, marks };
}

describe('the server’s copy of the editor schema', () => {
  it('has the editor’s nodes, marks, content rules and attributes', () => {
    const pageLinking = { titles: null, suggestion: { options: null } } as unknown as Parameters<typeof wikiExtensions>[3];
    const editor = getSchema(wikiExtensions(new Y.Doc(), null, { name: 'x', color: '#000' }, pageLinking));
    expect(shape(wikiSchema)).toEqual(shape(editor));
  });
});
