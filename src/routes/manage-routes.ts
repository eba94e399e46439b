import { createRoute, redirect } from '@tanstack/react-router';
import { classifyAdminQuery } from '../api/common';
import { accessTokenLoader, manageAccessTokensScreen } from './access-token-routes';
import { outerLayoutRoute } from './layout-routes';
import { manageLayout } from './layout-screens';
import { robotLoader, robotsScreen } from './robot-routes';
import { manageClassifyScreen, manageLoader, manageGrantOverviewScreen, manageHistoryScreen, manageNoticeScreen, manageRecycleScreen, manageSecurityScreen, manageShareTemplateScreen, manageUserScreen } from './screens';
import { manageClassifySearch, manageGrantOverviewSearch, manageHistorySearch, manageRecycleSearch, manageTemplateSearch, manageUserSearch } from './search-schemas';
import { globalWebhooksScreen, webhookLoader } from './webhook-routes';

/** Backstage management belongs to classification admins (spec §6); others see the 403 page. */
const manageRoute = createRoute({
  getParentRoute: () => outerLayoutRoute,
  path: 'manage',
  staticData: { screen: 'manage' },
  component: manageLayout,
  beforeLoad: async ({ context }) => {
    // Asked even offline: waiting for the network would leave the page blank.
    const isClassifyAdmin = await context.queryClient.ensureQueryData({ ...classifyAdminQuery, networkMode: 'always' });
    if (!isClassifyAdmin) throw redirect({ to: '/403', replace: true });
  },
});

const manageIndexRoute = createRoute({
  getParentRoute: () => manageRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/manage/classify', replace: true });
  },
});

const classifyRoute = createRoute({
  getParentRoute: () => manageRoute,
  path: 'classify',
  validateSearch: manageClassifySearch,
  loaderDeps: ({ search }) => search,
  loader: (load) => manageLoader('loadManageClassify', load),
  staticData: { screen: 'manageClassify' },
  component: manageClassifyScreen,
});
const userRoute = createRoute({
  getParentRoute: () => manageRoute,
  path: 'user',
  validateSearch: manageUserSearch,
  loaderDeps: ({ search }) => search,
  loader: (load) => manageLoader('loadManageUser', load),
  staticData: { screen: 'manageUser' },
  component: manageUserScreen,
});
const noticeRoute = createRoute({
  getParentRoute: () => manageRoute,
  path: 'notice',
  loader: (load) => manageLoader('loadManageNotice', load),
  staticData: { screen: 'manageNotice' },
  component: manageNoticeScreen,
});
const recycleRoute = createRoute({
  getParentRoute: () => manageRoute,
  path: 'recycle',
  validateSearch: manageRecycleSearch,
  loaderDeps: ({ search }) => search,
  loader: (load) => manageLoader('loadManageRecycle', load),
  staticData: { screen: 'manageRecycle' },
  component: manageRecycleScreen,
});
const historyRoute = createRoute({
  getParentRoute: () => manageRoute,
  path: 'history',
  validateSearch: manageHistorySearch,
  loaderDeps: ({ search }) => search,
  loader: (load) => manageLoader('loadManageHistory', load),
  staticData: { screen: 'manageHistory' },
  component: manageHistoryScreen,
});
const securityRoute = createRoute({
  getParentRoute: () => manageRoute,
  path: 'security',
  loader: (load) => manageLoader('loadManageSecurity', load),
  staticData: { screen: 'manageSecurity' },
  component: manageSecurityScreen,
});
const grantOverviewRoute = createRoute({
  getParentRoute: () => manageRoute,
  path: 'grantOverview',
  validateSearch: manageGrantOverviewSearch,
  loaderDeps: ({ search }) => search,
  loader: (load) => manageLoader('loadManageGrantOverview', load),
  staticData: { screen: 'manageGrantOverview' },
  component: manageGrantOverviewScreen,
});
const shareTemplateRoute = createRoute({
  getParentRoute: () => manageRoute,
  path: 'shareTemplate',
  validateSearch: manageTemplateSearch,
  loaderDeps: ({ search }) => search,
  loader: (load) => manageLoader('loadManageShareTemplates', load),
  staticData: { screen: 'manageShareTemplate' },
  component: manageShareTemplateScreen,
});
const accessTokensRoute = createRoute({
  getParentRoute: () => manageRoute,
  path: 'tokens',
  loader: (load) => accessTokenLoader('loadManageAccessTokens', load),
  component: manageAccessTokensScreen,
});
const webhooksRoute = createRoute({
  getParentRoute: () => manageRoute,
  path: 'webhooks',
  loader: (load) => webhookLoader('loadGlobalWebhooks', load),
  component: globalWebhooksScreen,
});
const robotsRoute = createRoute({
  getParentRoute: () => manageRoute,
  path: 'robots',
  loader: (load) => robotLoader('loadRobots', load),
  component: robotsScreen,
});

export const manageTree = manageRoute.addChildren([
  manageIndexRoute,
  classifyRoute,
  userRoute,
  noticeRoute,
  recycleRoute,
  historyRoute,
  securityRoute,
  grantOverviewRoute,
  shareTemplateRoute,
  accessTokensRoute,
  webhooksRoute,
  robotsRoute,
]);
