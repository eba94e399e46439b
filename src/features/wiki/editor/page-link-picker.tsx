import { Box, Text } from '@chakra-ui/react';
import { useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useI18nContext } from '../../../../i18n/i18n-react';
import type { PageLinkSuggestion } from './page-link-suggestion';
import { placeInViewport } from './popup-place';

/**
 * The list that `[[` opens under the caret: the wiki's pages whose title holds what is typed after it.
 * Arrow keys move, Enter, Tab or a click put in a link to the page, Escape closes the list.
 */
export function PageLinkPicker({ suggestion }: { suggestion: PageLinkSuggestion }) {
  const { LL } = useI18nContext();
  const view = useSyncExternalStore(suggestion.subscribe, suggestion.current);
  const list = useRef<HTMLDivElement>(null);
  const [place, setPlace] = useState<{ left: number; top: number } | null>(null);
  // Measured before the browser paints, so the list never shows for a moment past the window's edge.
  useLayoutEffect(() => {
    if (!view || !list.current) return;
    const { width, height } = list.current.getBoundingClientRect();
    setPlace(placeInViewport(view.at, { width, height }, { width: document.documentElement.clientWidth, height: window.innerHeight }));
  }, [view]);
  if (!view) return null;
  return (
    <Box
      ref={list}
      position="fixed"
      left={`${place?.left ?? view.at?.left ?? 0}px`}
      top={`${place?.top ?? (view.at?.bottom ?? 0) + 4}px`}
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
      {view.pages.length ? (
        view.pages.map((page, position) => (
          <Box
            key={page.id}
            role="option"
            aria-selected={position === view.active}
            px="3"
            py="1.5"
            fontSize="sm"
            cursor="pointer"
            bg={position === view.active ? 'bg.emphasized' : undefined}
            truncate
            onMouseDown={(event) => event.preventDefault()}
            onMouseEnter={() => suggestion.point(position)}
            onClick={() => view.choose(page)}
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
