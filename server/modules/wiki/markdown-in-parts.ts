import type { Node } from '@tiptap/pm/model';
import { type MarkdownSerializer, MarkdownSerializerState } from 'prosemirror-markdown';

/**
 * prosemirror-markdown's serializer appends to one output string and checks its last characters before
 * nearly every write (is the line blank, does it end in `!`). V8 joins an appended string into one piece
 * again at each such check, so a page's Markdown cost time in the square of its length: a 1 MB page took
 * seconds. This state moves what is written to a list of finished parts before each block once the
 * string is past a few kilobytes, keeping only its last characters, which are all the checks read
 * (the node writers look back at most at the text of the block they are writing). The output is the
 * same, character for character.
 */

/** Characters kept from what was written before: the state and the writers look back at most two. */
const TAIL_CHARS = 16;
/** How long the output string may grow before its start moves to the finished parts. */
const HELD_CHARS = 2048;

type StateConstructor = new (nodes: MarkdownSerializer['nodes'], marks: MarkdownSerializer['marks'], options: MarkdownSerializer['options']) => MarkdownSerializerState;

/** The state keeps its output as `out`, which its typings leave out. */
interface Written {
  out: string;
}

// The state's constructor is left out of prosemirror-markdown's typings; `serialize` calls it just so.
class StateInParts extends (MarkdownSerializerState as unknown as StateConstructor) {
  private readonly parts: string[] = [];

  constructor(
    serializer: MarkdownSerializer,
    private readonly held: number,
  ) {
    super(serializer.nodes, serializer.marks, { ...serializer.options });
  }

  override render(node: Node, parent: Node, index: number) {
    // Only before a block: a writer of a text block (a heading's) reads back over its own text.
    const written = this as unknown as Written;
    if (node.isBlock && written.out.length > this.held) {
      this.parts.push(written.out.slice(0, -TAIL_CHARS));
      written.out = written.out.slice(-TAIL_CHARS);
    }
    super.render(node, parent, index);
  }

  result(): string {
    return this.parts.join('') + (this as unknown as Written).out;
  }
}

/** What `serializer.serialize(content)` returns, in time in proportion to its length; `held` only for tests. */
export function serializeInParts(serializer: MarkdownSerializer, content: Node, held = HELD_CHARS): string {
  const state = new StateInParts(serializer, held);
  state.renderContent(content);
  return state.result();
}
