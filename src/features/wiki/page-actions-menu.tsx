import { Menu, Portal } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import type { WikiPageSummary } from '../../../contract/wiki';
import { useI18nContext } from '../../../i18n/i18n-react';
import type { WikiActions } from './wiki-actions';

interface Props {
  page: WikiPageSummary;
  actions: WikiActions;
  /** The button that opens the menu (the tree's small one, the page view's larger one). */
  trigger: ReactElement;
  /** The items' test ids are `${testIdPrefix}-child`, `-rename`, `-move` and `-delete`. */
  testIdPrefix: string;
}

/** What an editor can do to a page: a sub-page, rename, move, delete. The tree and the page view share it. */
export function PageActionsMenu({ page, actions, trigger, testIdPrefix }: Props) {
  const { LL } = useI18nContext();
  return (
    <Menu.Root
      onSelect={(details) => {
        if (details.value === 'child') actions.create(page.id);
        else if (details.value === 'rename') actions.rename(page);
        else if (details.value === 'move') actions.move(page);
        else if (details.value === 'delete') actions.remove(page);
      }}
    >
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            <Menu.Item value="child" data-testid={`${testIdPrefix}-child`}>
              {LL.wiki.actions.createChild()}
            </Menu.Item>
            <Menu.Item value="rename" data-testid={`${testIdPrefix}-rename`}>
              {LL.wiki.actions.rename()}
            </Menu.Item>
            <Menu.Item value="move" data-testid={`${testIdPrefix}-move`}>
              {LL.wiki.actions.move()}
            </Menu.Item>
            <Menu.Item value="delete" color="fg.error" data-testid={`${testIdPrefix}-delete`}>
              {LL.wiki.actions.delete()}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
