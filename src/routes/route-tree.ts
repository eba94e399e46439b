import { accessTokenOuterRoutes } from './access-token-routes';
import { authRoute } from './auth-route';
import { codeccTree } from './codecc-routes';
import { docTree } from './doc-routes';
import { knowledgeFullRoutes, knowledgeOuterRoutes } from './knowledge-routes';
import { fullLayoutRoute, outerLayoutRoute } from './layout-routes';
import { manageTree } from './manage-routes';
import { notificationOuterRoutes } from './notification-routes';
import { personalFullRoutes, personalOuterRoutes } from './personal-routes';
import { ppmTree } from './ppm-routes';
import { publicTree } from './public-routes';
import { rootRoute } from './root-route';
import { shareLinkOuterRoutes, sharedRoute } from './share-link-routes';

/** Every screen of spec §2, typed end to end. */
export const routeTree = rootRoute.addChildren([
  publicTree,
  sharedRoute,
  authRoute.addChildren([
    fullLayoutRoute.addChildren([...knowledgeFullRoutes, ...personalFullRoutes]),
    outerLayoutRoute.addChildren([...knowledgeOuterRoutes, ...personalOuterRoutes, ...accessTokenOuterRoutes, ...notificationOuterRoutes, ...shareLinkOuterRoutes, manageTree, docTree, ppmTree, codeccTree]),
  ]),
]);
