import { useEffect } from 'react';
import { useI18nContext } from '../../i18n/i18n-react';
import { useScreenKey } from './use-screen-key';

/** Names the browser tab (and history entries) after the screen. */
export function DocumentTitle() {
  const { LL } = useI18nContext();
  const screen = useScreenKey();
  const title = screen ? `${LL.screens[screen]()} · ${LL.app.name()}` : LL.app.name();
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
