import { useI18nContext } from '../../../i18n/i18n-react';
import { AreaLayout } from '../../ui/area-layout';
import { SideNav } from '../../ui/side-nav';

/** The code-check lists: my tasks, a new task, suspended tasks. */
export function TasksLayout() {
  const { LL } = useI18nContext();
  return (
    <AreaLayout
      testId="area-codecheck"
      nav={
        <SideNav
          label={LL.codecheck.root()}
          sections={[
            {
              key: 'tasks',
              title: LL.codecheck.root(),
              items: [
                { key: 'mine', label: LL.screens.myTasks(), link: { to: '/codecc/tasks' }, exact: true },
                { key: 'new', label: LL.screens.newTask(), link: { to: '/codecc/tasks/new' } },
                { key: 'suspended', label: LL.screens.suspendedTasks(), link: { to: '/codecc/tasks/suspended' } },
              ],
            },
          ]}
        />
      }
    />
  );
}
