import { getRouteApi } from '@tanstack/react-router';
import { createElement, type ReactElement } from 'react';
import { BackstageSettingScreen } from '../../features/library/backstage/backstage-setting-screen';

const route = getRouteApi('/_auth/_outer/doc/backstage/setting');

/** The route's address handed to BackstageSettingScreen as props. */
export function BackstageSetting(): ReactElement {
  return createElement(BackstageSettingScreen, route.useSearch());
}
