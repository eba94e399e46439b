import { useI18nContext } from '../../../i18n/i18n-react';
import { AreaLayout } from '../../ui/area-layout';
import { SideNav } from '../../ui/side-nav';

/** Backstage management of the knowledge base (classification admins). */
export function ManageLayout() {
  const { LL } = useI18nContext();
  return (
    <AreaLayout
      testId="area-manage"
      nav={
        <SideNav
          label={LL.screens.manage()}
          sections={[
            {
              key: 'manage',
              title: LL.screens.manage(),
              items: [
                { key: 'classify', label: LL.screens.manageClassify(), link: { to: '/manage/classify' } },
                { key: 'user', label: LL.screens.manageUser(), link: { to: '/manage/user' } },
                { key: 'notice', label: LL.screens.manageNotice(), link: { to: '/manage/notice' } },
                { key: 'recycle', label: LL.screens.manageRecycle(), link: { to: '/manage/recycle' } },
                { key: 'history', label: LL.screens.manageHistory(), link: { to: '/manage/history' } },
                { key: 'security', label: LL.screens.manageSecurity(), link: { to: '/manage/security' } },
                { key: 'grantOverview', label: LL.screens.manageGrantOverview(), link: { to: '/manage/grantOverview' } },
                { key: 'shareTemplate', label: LL.screens.manageShareTemplate(), link: { to: '/manage/shareTemplate' } },
                { key: 'tokens', label: LL.accessTokens.title(), link: { to: '/manage/tokens' } },
                { key: 'webhooks', label: LL.webhooks.title(), link: { to: '/manage/webhooks' } },
                { key: 'robots', label: LL.screens.manageRobots(), link: { to: '/manage/robots' } },
              ],
            },
          ]}
        />
      }
    />
  );
}
