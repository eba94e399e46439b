import { getSchema, Node } from '@tiptap/core';
import Image from '@tiptap/extension-image';
import { TaskItem, TaskList } from '@tiptap/extension-list';
import { TableKit } from '@tiptap/extension-table';
import { Schema } from '@tiptap/pm/model';
import StarterKit from '@tiptap/starter-kit';
import { WIKI_PAGE_LINK } from '../../../contract/wiki';

/**
 * The page link as the schema knows it: an inline atom holding the linked page's id. The editor's own
 * node (src/features/wiki/editor/page-link.ts) adds only its view and the `[[` list on top of this.
 */
const PageLinkNode = Node.create({
  name: WIKI_PAGE_LINK.node,
  group: 'inline',
  inline: true,
  atom: true,
  selectable: true,
  addAttributes() {
    return { [WIKI_PAGE_LINK.attr]: { default: null } };
  },
});

/**
 * The extensions that make the editor's schema (src/features/wiki/editor/wiki-extensions.ts) without
 * the parts that only live in a browser: collaboration, carets, link behaviour.
 */
export const wikiSchemaExtensions = [
  StarterKit.configure({ undoRedo: false }),
  TaskList,
  TaskItem.configure({ nested: true }),
  TableKit.configure({ table: { resizable: false } }),
  Image.configure({ inline: false, allowBase64: false }),
  PageLinkNode,
];

const editorSchema = getSchema(wikiSchemaExtensions);

/**
 * The editor's schema with the code mark ranked last. A text's marks are kept in rank order and Markdown
 * can only write a code span innermost (`**`x`**`, never `` `**x**` ``), so the serializer needs it there;
 * nodes, content rules and attributes are the editor's.
 */
export const wikiSchema = new Schema({
  nodes: editorSchema.spec.nodes,
  marks: editorSchema.spec.marks.remove('code').addToEnd('code', editorSchema.spec.marks.get('code')!),
  topNode: editorSchema.spec.topNode,
});
