import { type AnyRoute, createMemoryHistory, createRouter } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import type { RouterContext } from '../../../src/routes/root-route';
import { routeTree } from '../../../src/routes/route-tree';

/**
 * The routes that draw something yet have no loader of their own, and why. A screen that reads data
 * asks for it in its route's loader (ARCHITECTURE §2), so it draws with its content instead of a
 * spinner first; a new screen belongs here only when it reads nothing.
 */
const WITHOUT_LOADER: Record<string, string> = {
  __root__: "the shell: the notice banner's notice comes with the signed-in route; the rest is the page's own state",
  '/_public': 'the layout of the pages anyone may open: it reads nothing',
  '/_public/login': 'the sign-in form: it reads nothing until the person signs in',
  '/_public/403': 'the refusal page: it reads nothing',
  '/_public/420': 'the no-permission page: its message is in the address',
  '/_public/500': 'the server-error page: it reads nothing',
  '/_auth/_full': 'the layout without the top bar: it reads nothing',
  '/_auth/_outer': "the top bar: the person comes with the signed-in route; its menu's entries are asked for with the menu",
  '/_auth/_outer/manage': 'the back office layout: its guard asks whether the person may enter, the screens load the rest',
  '/_auth/_outer/doc': "the document area's side navigation: the open library comes with the library's route",
  '/_auth/_outer/doc/403': 'the refusal page: it reads nothing',
  '/_auth/_outer/doc/backstage': "library management's layout: it reads nothing",
  '/_auth/_outer/ppmdoc': "the project area's side navigation: the open library comes with its folder's route",
  '/_auth/_outer/ppmdoc/403': 'the refusal page: it reads nothing',
  '/_auth/_outer/codecc/tasks': "the task lists' layout: it reads nothing",
  '/_auth/_outer/codecc/task/$taskId/handler': "it reads the task, which comes with the task's route",
  '/_auth/_outer/codecc/task/$taskId/settings': "the settings' layout: it reads nothing",
  '/_auth/_outer/codecc/task/$taskId/tool/$toolName': "the tool's layout: the tool comes from the route's own check that it exists",
};

const router = createRouter({ routeTree, context: {} as RouterContext, history: createMemoryHistory() });
const routes: AnyRoute[] = Object.values(router.routesById);

describe('route loaders', () => {
  it('come with every route that draws a screen reading data', () => {
    const withoutData = routes.filter((route) => route.options.component && !route.options.loader && !(route.id in WITHOUT_LOADER)).map((route) => route.id);
    expect(withoutData).toEqual([]);
  });

  it('are missing only where the list above says why, for routes that draw something', () => {
    const listedWrongly = Object.keys(WITHOUT_LOADER).filter((id) => {
      const route = routes.find((candidate) => candidate.id === id);
      return !route?.options.component || route.options.loader !== undefined;
    });
    expect(listedWrongly).toEqual([]);
  });
});
