import { useScreenKey } from '../../../ui/use-screen-key';
import { WikiCreateScreen } from './wiki-create-screen';
import { WikiEditScreen } from './wiki-edit-screen';
import { WikiListScreen } from './wiki-list-screen';
import { WikiSearchScreen } from './wiki-search-screen';

/**
 * The wiki's page, editor, search and new-page screens, chosen by the route's screen: one chunk and
 * one entry in the route table, since they share the page tree and open one another all the time.
 */
export function WikiScreen() {
  const screen = useScreenKey();
  if (screen === 'wikiEdit') return <WikiEditScreen />;
  if (screen === 'wikiLibSearch') return <WikiSearchScreen />;
  if (screen === 'wikiCreate') return <WikiCreateScreen />;
  return <WikiListScreen />;
}
