import type { WikiNode } from '../../../contract/wiki';
import { wikiSchema } from '../../../server/modules/wiki/wiki-schema';

/**
 * Whether the editor can hold a document: every node and mark is in its schema and nests as the schema
 * allows. An empty document is an empty page.
 */
export function editorHolds(doc: WikiNode): boolean {
  if (!doc.content?.length) return true;
  try {
    wikiSchema.nodeFromJSON(doc).check();
    return true;
  } catch {
    return false;
  }
}
