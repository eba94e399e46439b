import { Link } from '@chakra-ui/react';
import type { MouseEvent } from 'react';
import { useI18nContext } from '../../i18n/i18n-react';

/** The id of the region every layout draws its screen in; the skip link leads there. */
export const MAIN_ID = 'main-content';

/**
 * The first thing a keyboard reaches on every page: it jumps past the notice and the top bar to the
 * screen itself. Hidden until focused.
 */
export function SkipLink() {
  const { LL } = useI18nContext();

  function skip(event: MouseEvent<HTMLAnchorElement>) {
    // Focus moves to the region itself; following the fragment would only scroll, and the router would take it for a navigation.
    event.preventDefault();
    const main = document.getElementById(MAIN_ID);
    main?.focus();
    main?.scrollIntoView({ block: 'start' });
  }

  return (
    <Link
      href={`#${MAIN_ID}`}
      onClick={skip}
      data-testid="skip-link"
      position="absolute"
      top="2"
      left="2"
      zIndex="skipLink"
      px="4"
      py="2"
      rounded="md"
      bg="bg.panel"
      color="blue.fg"
      fontWeight="semibold"
      shadow="md"
      transform="translateY(-200%)"
      _focus={{ transform: 'none' }}
    >
      {LL.app.skipToMain()}
    </Link>
  );
}
