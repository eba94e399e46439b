import { Button, Menu, Portal } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useI18nContext } from '../../../i18n/i18n-react';
import { classifyAdminQuery } from '../../api/common';
import { currentUserQuery } from '../../api/session';
import { useSignOut } from '../../features/session/use-sign-out';

/** The person's menu: backstage management for classification admins only, and logout. */
export function UserMenu() {
  const { LL } = useI18nContext();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const { data: user } = useQuery(currentUserQuery);
  const { data: isClassifyAdmin } = useQuery(classifyAdminQuery);

  function select(value: string) {
    if (value === 'backstage') void navigate({ to: '/manage' });
    if (value === 'logout') void signOut();
  }

  return (
    <Menu.Root onSelect={(details) => select(details.value)}>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" aria-label={LL.topBar.userMenu()} data-testid="user-menu">
          {user?.name ?? ''}
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content>
            {isClassifyAdmin === true ? (
              <Menu.Item value="backstage" data-testid="menu-backstage">
                {LL.topBar.backstage()}
              </Menu.Item>
            ) : null}
            <Menu.Item value="logout" data-testid="menu-logout">
              {LL.topBar.logout()}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
