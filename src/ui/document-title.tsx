import { useEffect, useSyncExternalStore } from 'react';
import { useI18nContext } from '../../i18n/i18n-react';
import { useScreenKey } from './use-screen-key';

/**
 * What the shown screen is about (a folder and its library, a wiki page, a task), most specific first.
 * A tab named only "Files" is one of many alike; named after the folder it tells the tabs apart.
 */
let subject: readonly string[] = [];
const listeners = new Set<() => void>();

function setSubject(next: readonly string[]) {
  subject = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Names the browser tab after what the screen shows, for as long as the calling component is mounted;
 * `withScreen` keeps the screen's own name in front (a task's defects, charts and settings share the task).
 */
export function useTitleSubject(parts: readonly (string | undefined)[], withScreen = false) {
  const named = parts.filter((part): part is string => Boolean(part));
  const key = JSON.stringify([withScreen, named]);
  useEffect(() => {
    const [screen, names] = JSON.parse(key) as [boolean, string[]];
    setSubject(screen ? ['', ...names] : names);
    return () => setSubject([]);
  }, [key]);
}

/** Names the browser tab (and history entries) after what is shown, else after the screen. */
export function DocumentTitle() {
  const { LL } = useI18nContext();
  const screen = useScreenKey();
  const about = useSyncExternalStore(subscribe, () => subject);
  const screenName = screen ? LL.screens[screen]() : undefined;
  // An empty first part stands for the screen's name, asked for by useTitleSubject's `withScreen`.
  const parts = about.length ? about.map((part) => part || screenName) : [screenName];
  const title = [...parts.filter(Boolean), LL.app.name()].join(' · ');
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}
