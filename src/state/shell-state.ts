import { observable } from '@legendapp/state';
import type { ExceptionKind } from '../api/client';
import { readStored, writeStored } from '../lib/local-store';

const SIDE_NAV_KEY = 'librarium.sideNavCollapsed';

/** Local state of the app shell; nothing here is ever sent to the server. */
export const shellState = observable({
  sideNavCollapsed: readStored(SIDE_NAV_KEY, false, (value): value is boolean => typeof value === 'boolean'),
  /** An exception page shown in place of the current screen until the next navigation. */
  exception: null as ExceptionKind | null,
  /** Where to sign in again after the session was lost; `null` while the session is fine. */
  sessionExpiredLogin: null as string | null,
  /** A new release is installed and waits for the person to accept it. */
  updateReady: false,
});

shellState.sideNavCollapsed.onChange(({ value }) => writeStored(SIDE_NAV_KEY, value));
