import { Box, Text } from '@chakra-ui/react';
import type { Editor } from '@tiptap/core';
import { useEffect, useState } from 'react';
import { WIKI_PAGE_LINK, type WikiPageSummary } from '../../../../contract/wiki';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { pageLinkQuery, type PickerKeys } from './page-link';

/** Pages shown at once; typing narrows the list. */
const SHOWN = 8;

interface Props {
  editor: Editor;
  pages: WikiPageSummary[];
  /** The page being edited: a link to itself is no use. */
  pageId: number;
  keys: PickerKeys;
}

/**
 * The list that `[[` opens at the caret: the wiki's pages whose title holds what is typed after it.
 * Arrow keys move, Enter or a click puts in a link to the page, Escape closes the list.
 */
export function PageLinkPicker({ editor, pages, pageId, keys }: Props) {
  const { LL } = useI18nContext();
  const [active, setActive] = useState(0);
  const [dismissedAt, setDismissedAt] = useState<number | null>(null);
  const open = editor.isEditable ? pageLinkQuery(editor.state) : null;
  const query = open?.query.trim().toLocaleLowerCase() ?? '';
  const matches = open ? pages.filter((page) => page.id !== pageId && page.title.toLocaleLowerCase().includes(query)).slice(0, SHOWN) : [];
  const shown = open !== null && open.from !== dismissedAt;
  const index = Math.min(active, Math.max(0, matches.length - 1));

  const closed = open === null;
  useEffect(() => setActive(0), [query]);
  // Once the `[[` is gone, the next one opens the list again.
  useEffect(() => {
    if (closed) setDismissedAt(null);
  }, [closed]);

  function choose(page: WikiPageSummary) {
    if (!open) return;
    editor
      .chain()
      .focus()
      .insertContentAt({ from: open.from, to: open.to }, [
        { type: WIKI_PAGE_LINK.node, attrs: { [WIKI_PAGE_LINK.attr]: page.id } },
        { type: 'text', text: ' ' },
      ])
      .run();
  }

  useEffect(() => {
    keys.handle = shown
      ? (event) => {
          if (event.key === 'Escape') {
            setDismissedAt(open.from);
            return true;
          }
          if (!matches.length) return false;
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
            const step = event.key === 'ArrowDown' ? 1 : -1;
            setActive((index + step + matches.length) % matches.length);
            return true;
          }
          if (event.key === 'Enter' || event.key === 'Tab') {
            choose(matches[index]!);
            return true;
          }
          return false;
        }
      : null;
    return () => {
      keys.handle = null;
    };
  });

  if (!shown) return null;
  const at = editor.view.coordsAtPos(open.from);
  return (
    <Box
      position="fixed"
      left={`${at.left}px`}
      top={`${at.bottom + 4}px`}
      zIndex="popover"
      bg="bg.panel"
      borderWidth="1px"
      rounded="md"
      shadow="md"
      minW="60"
      maxW="sm"
      py="1"
      role="listbox"
      aria-label={LL.wiki.pageLink.pick()}
      data-testid="wiki-page-link-picker"
    >
      {matches.length ? (
        matches.map((page, position) => (
          <Box
            key={page.id}
            role="option"
            aria-selected={position === index}
            px="3"
            py="1.5"
            fontSize="sm"
            cursor="pointer"
            bg={position === index ? 'bg.emphasized' : undefined}
            truncate
            onMouseDown={(event) => event.preventDefault()}
            onMouseEnter={() => setActive(position)}
            onClick={() => choose(page)}
            data-testid="wiki-page-link-option"
          >
            {page.title}
          </Box>
        ))
      ) : (
        <Text px="3" py="1.5" fontSize="sm" color="fg.muted">
          {LL.wiki.pageLink.none()}
        </Text>
      )}
    </Box>
  );
}
