import type { AsyncRouteComponent } from '@tanstack/react-router';
import type { ReactElement } from 'react';

/**
 * A route's component that gives its lazily loaded screen what the address says, as props, so screens
 * read no route ids and one screen can serve several routes. The router preloads the screen's chunk
 * on intent through the component's `preload`, as it does for a lazy screen drawn directly.
 *
 * `component` is a function declared with its return type: its body reads the route's api, whose types
 * come from the route tree that holds this route, and only a declared function keeps them from looping.
 */
export function routeScreen(screen: Pick<AsyncRouteComponent<never>, 'preload'>, component: () => ReactElement) {
  return Object.assign(component, { preload: screen.preload });
}
