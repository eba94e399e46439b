import { getRouteApi } from '@tanstack/react-router';
import { createElement, type ReactElement } from 'react';
import { ProjectHomeScreen } from '../../features/library/project/project-home-screen';

const route = getRouteApi('/_auth/_outer/ppmdoc/');

/** The route's address handed to ProjectHomeScreen as props. */
export function ProjectHome(): ReactElement {
  return createElement(ProjectHomeScreen, route.useSearch());
}
