import { Box } from '@chakra-ui/react';
import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { Beside, HIGHLIGHT } from './comment-beside';
import { type AnchorHost, CommentsPanel } from './comments-panel';

/** The page's text nodes in order, as the server counts offsets (page links' titles are not the page's text). */
function textNodes(root: HTMLElement): Text[] {
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT, {
    acceptNode: (node) => (node.parentElement?.closest('[data-page-link], input') ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
  });
  const out: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) out.push(node as Text);
  return out;
}

/**
 * The reading view as an anchor host: the server resolved each passage against the page's current
 * document into offsets of its text, which are found in the drawn text and marked with the CSS Custom
 * Highlight API, without touching the drawn content.
 */
function readingHost(root: () => HTMLElement | null): AnchorHost & { destroy(): void } {
  const registry = (globalThis.CSS as unknown as { highlights?: Map<string, unknown> } | undefined)?.highlights;
  const HighlightType = (globalThis as unknown as { Highlight?: new (...ranges: Range[]) => unknown }).Highlight;
  let shown: Parameters<AnchorHost['show']>[0] = [];
  // The page drawn again (its content refreshed) replaces the text the ranges were on: they are found again.
  let observer: MutationObserver | null = null;
  const host = {
    selection: () => null,
    show(anchors: Parameters<AnchorHost['show']>[0]) {
      shown = anchors;
      const container = root();
      if (!container || !registry || !HighlightType) return;
      if (!observer) {
        observer = new MutationObserver(() => host.show(shown));
        observer.observe(container, { childList: true, subtree: true, characterData: true });
      }
      const nodes = textNodes(container);
      const starts: number[] = [];
      let total = 0;
      for (const node of nodes) {
        starts.push(total);
        total += node.data.length;
      }
      const locate = (offset: number): [Text, number] | null => {
        for (let index = nodes.length - 1; index >= 0; index -= 1) if (starts[index]! <= offset) return [nodes[index]!, Math.min(offset - starts[index]!, nodes[index]!.data.length)];
        return null;
      };
      const ranges: Range[] = [];
      for (const anchor of anchors) {
        if (anchor.from === null || anchor.to === null || anchor.to > total) continue;
        const start = locate(anchor.from);
        const end = locate(anchor.to);
        if (!start || !end) continue;
        const range = document.createRange();
        range.setStart(start[0], start[1]);
        range.setEnd(end[0], end[1]);
        ranges.push(range);
      }
      registry.set(HIGHLIGHT, new HighlightType(...ranges));
      observer?.disconnect();
      container.dataset.commentAnchors = String(ranges.length);
      observer?.takeRecords();
      observer?.observe(container, { childList: true, subtree: true, characterData: true });
    },
    destroy() {
      observer?.disconnect();
      registry?.delete(HIGHLIGHT);
    },
  };
  return host;
}

/** A wiki page read: its content, and its comments in a column beside it with their passages marked. */
export function WikiReadingComments({ libraryId, pageId, children }: { libraryId: number; pageId: number; children: ReactNode }) {
  const content = useRef<HTMLDivElement>(null);
  const host = useMemo(() => readingHost(() => content.current), []);
  useEffect(() => () => host.destroy(), [host]);
  return (
    <Beside panel={<CommentsPanel subject={{ type: 'wiki', libraryId, id: pageId }} anchors={host} />}>
      <Box ref={content}>{children}</Box>
    </Beside>
  );
}

