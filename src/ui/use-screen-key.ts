import { useRouterState } from '@tanstack/react-router';
import type { ScreenKey } from '../lib/screen-key';

/** The screen the deepest matched route names. */
export function useScreenKey(): ScreenKey | undefined {
  return useRouterState({
    select: (state) => {
      for (let index = state.matches.length - 1; index >= 0; index -= 1) {
        const screen = state.matches[index]?.staticData.screen;
        if (screen) return screen;
      }
      return undefined;
    },
  });
}
