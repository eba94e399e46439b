import { Tabs } from '@chakra-ui/react';
import { useNavigate } from '@tanstack/react-router';
import { useI18nContext } from '../../../../i18n/i18n-react';
import { ScreenFrame } from '../../../ui/screen-frame';
import { DepartmentsTab } from './departments-tab';
import { GroupsTab } from './groups-tab';
import { ImportTab } from './import-tab';
import { PeopleTab } from './people-tab';
import type { UserSearch } from './user-search';

const TABS = ['people', 'departments', 'groups', 'import'] as const;

/** manage/user: people, departments and groups, and importing people from CSV (classification admins). */
export function UserScreen({ search }: { search: UserSearch }) {
  const { LL } = useI18nContext();
  const navigate = useNavigate();
  const tab = search.tab ?? 'people';
  return (
    <ScreenFrame>
      <Tabs.Root
        value={tab}
        lazyMount
        unmountOnExit
        onValueChange={(details) => void navigate({ to: '/manage/user', search: { tab: details.value === 'people' ? undefined : TABS.find((t) => t === details.value) } })}
      >
        <Tabs.List>
          {TABS.map((value) => (
            <Tabs.Trigger key={value} value={value} data-testid={`user-tab-${value}`}>
              {LL.manageUser.tabs[value]()}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="people">
          <PeopleTab search={search} />
        </Tabs.Content>
        <Tabs.Content value="departments">
          <DepartmentsTab />
        </Tabs.Content>
        <Tabs.Content value="groups">
          <GroupsTab />
        </Tabs.Content>
        <Tabs.Content value="import">
          <ImportTab />
        </Tabs.Content>
      </Tabs.Root>
    </ScreenFrame>
  );
}
