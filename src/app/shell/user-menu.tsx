import { Button, Menu, Portal, Text } from '@chakra-ui/react';
import { useSelector } from '@legendapp/state/react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { lazy, type ReactElement, Suspense, useState } from 'react';
import { useI18nContext } from '../../../i18n/i18n-react';
import { classifyAdminQuery } from '../../api/common';
import { currentUserQuery } from '../../api/session';
import { OfflineStorageDialog } from '../../features/offline-storage/index';
import { useSignOut } from '../../features/session/use-sign-out';
import { loadChunk } from '../../lib/load-chunk';
import { COLOR_MODES, type ColorModeChoice, colorMode } from '../../ui/color-mode';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { ChevronDownIcon, MonitorIcon, MoonIcon, SunIcon } from '../../ui/icons';

// Rarely opened: its code (and the form dialog's) loads only when it is.
const ChangePasswordDialog = lazy(() =>
  loadChunk(() => import('../../features/session/change-password-dialog')).then((module) => ({ default: module.ChangePasswordDialog })),
);

/** Wiki pages with edits made on this device that the server has not confirmed; the check's code loads on demand. */
const unsyncedWikiPages = (account: string | null) =>
  loadChunk(() => import('../../api/wiki-local-copies'))
    .then((copies) => copies.unsyncedPages(account))
    .catch(() => 0);

/** Comments written on this device that the server has not taken. */
const unsentComments = (account: string | null) =>
  loadChunk(() => import('../../features/comments/comment-outbox'))
    .then((outbox) => outbox.unsentComments(account))
    .catch(() => 0);

const COLOR_MODE_ICONS: Record<ColorModeChoice, () => ReactElement> = { light: SunIcon, dark: MoonIcon, system: MonitorIcon };

function isColorMode(value: string): value is ColorModeChoice {
  return (COLOR_MODES as readonly string[]).includes(value);
}

/**
 * The person's menu: backstage management for classification admins only, offline storage, their password, their access tokens,
 * light or dark (or as the system says), and logout. Logging out deletes the wiki pages' copies on this device, so it asks first when some hold
 * edits the server has not confirmed.
 */
export function UserMenu() {
  const { LL } = useI18nContext();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const { data: user } = useQuery(currentUserQuery);
  const { data: isClassifyAdmin } = useQuery(classifyAdminQuery);
  const [storageOpen, setStorageOpen] = useState(false);
  const [passwordOpen, setPasswordOpen] = useState(false);
  /** What a sign-out would lose, asked before it: wiki pages with unsynced edits and unsent comments. */
  const [unsynced, setUnsynced] = useState<{ pages: number; comments: number } | null>(null);
  const mode = useSelector(() => colorMode.get());
  const modeNames: Record<ColorModeChoice, string> = {
    light: LL.topBar.appearanceLight(),
    dark: LL.topBar.appearanceDark(),
    system: LL.topBar.appearanceSystem(),
  };

  async function logout() {
    const account = user?.account ?? null;
    const [pages, comments] = await Promise.all([unsyncedWikiPages(account), unsentComments(account)]);
    if (pages > 0 || comments > 0) setUnsynced({ pages, comments });
    else await signOut();
  }

  function select(value: string) {
    if (value === 'backstage') void navigate({ to: '/manage' });
    if (value === 'offline-storage') setStorageOpen(true);
    if (value === 'change-password') setPasswordOpen(true);
    if (value === 'access-tokens') void navigate({ to: '/access-tokens' });
    if (value === 'share-links') void navigate({ to: '/share-links' });
    if (value === 'notification-settings') void navigate({ to: '/notifications/settings' });
    if (value === 'logout') void logout();
  }

  return (
    <Menu.Root onSelect={(details) => select(details.value)}>
      <Menu.Trigger asChild>
        <Button variant="ghost" size="sm" aria-label={user?.name ? `${user.name} · ${LL.topBar.userMenu()}` : LL.topBar.userMenu()} data-testid="user-menu" title={user?.name} gap="1">
          {/* A long name is cut rather than pushing the navigation out of the bar. */}
          <Text as="span" maxWidth="8rem" truncate>
            {user?.name ?? ''}
          </Text>
          <ChevronDownIcon />
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
            <Menu.Item value="offline-storage" data-testid="menu-offline-storage">
              {LL.topBar.offlineStorage()}
            </Menu.Item>
            <Menu.Item value="change-password" data-testid="menu-change-password">
              {LL.topBar.changePassword()}
            </Menu.Item>
            <Menu.Item value="access-tokens" data-testid="menu-access-tokens">
              {LL.accessTokens.menu()}
            </Menu.Item>
            <Menu.Item value="share-links" data-testid="menu-share-links">
              {LL.screens.myShareLinks()}
            </Menu.Item>
            <Menu.Item value="notification-settings" data-testid="menu-notification-settings">
              {LL.topBar.notificationSettings()}
            </Menu.Item>
            <Menu.Separator />
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>{LL.topBar.appearance()}</Menu.ItemGroupLabel>
              <Menu.RadioItemGroup value={mode} onValueChange={(details) => isColorMode(details.value) && colorMode.set(details.value)}>
                {COLOR_MODES.map((choice) => {
                  const Icon = COLOR_MODE_ICONS[choice];
                  return (
                    <Menu.RadioItem key={choice} value={choice} data-testid={`color-mode-${choice}`}>
                      <Icon />
                      {modeNames[choice]}
                      <Menu.ItemIndicator />
                    </Menu.RadioItem>
                  );
                })}
              </Menu.RadioItemGroup>
            </Menu.ItemGroup>
            <Menu.Separator />
            <Menu.Item value="logout" data-testid="menu-logout">
              {LL.topBar.logout()}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
      {/* Inside the menu's root, which renders no element of its own, so the dialog outlives the closed menu. */}
      <OfflineStorageDialog open={storageOpen} onClose={() => setStorageOpen(false)} />
      {passwordOpen ? (
        <Suspense fallback={null}>
          <ChangePasswordDialog onClose={() => setPasswordOpen(false)} />
        </Suspense>
      ) : null}
      <ConfirmDialog
        open={unsynced !== null}
        title={LL.topBar.unsyncedTitle()}
        message={[
          unsynced?.pages ? LL.topBar.unsyncedMessage({ count: unsynced.pages }) : '',
          unsynced?.comments ? LL.topBar.unsentComments({ count: unsynced.comments }) : '',
        ]
          .filter(Boolean)
          .join(' ')}
        confirmLabel={LL.topBar.logoutAnyway()}
        danger
        onConfirm={() => {
          setUnsynced(null);
          void signOut();
        }}
        onClose={() => setUnsynced(null)}
      />
    </Menu.Root>
  );
}
