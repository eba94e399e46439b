import { accessTokenOuterRoutes } from './access-token-routes';
import { authRoute } from './auth-route';
import { codeccTree } from './codecc-routes';
import { docTree } from './doc-routes';
import { knowledgeFullRoutes, knowledgeOuterRoutes } from './knowledge-routes';
import { fullLayoutRoute, outerLayoutRoute } from './layout-routes';
import { manageTree } from './manage-routes';
import { personalFullRoutes, personalOuterRoutes } from './personal-routes';
import { ppmTree } from './ppm-routes';
import { publicTree } from './public-routes';
import { rootRoute } from './root-route';

/** Every screen of spec §2, typed end to end. */
export const routeTree = rootRoute.addChildren([
  publicTree,
  authRoute.addChildren([
    fullLayoutRoute.addChildren([...knowledgeFullRoutes, ...personalFullRoutes]),
    outerLayoutRoute.addChildren([...knowledgeOuterRoutes, ...personalOuterRoutes, ...accessTokenOuterRoutes, manageTree, docTree, ppmTree, codeccTree]),
  ]),
]);
