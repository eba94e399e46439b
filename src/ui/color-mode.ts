import { observable } from '@legendapp/state';
import { readStored, writeStored } from '../lib/local-store';

export const COLOR_MODES = ['light', 'dark', 'system'] as const;
export type ColorModeChoice = (typeof COLOR_MODES)[number];

const KEY = 'librarium.colorMode';
const DARK_QUERY = '(prefers-color-scheme: dark)';

function isChoice(value: unknown): value is ColorModeChoice {
  return (COLOR_MODES as readonly unknown[]).includes(value);
}

/** Light, dark, or whatever the system says; remembered on this device, never sent to the server. */
export const colorMode = observable<ColorModeChoice>(readStored(KEY, 'system', isChoice));

function systemIsDark(): boolean {
  return typeof matchMedia === 'function' && matchMedia(DARK_QUERY).matches;
}

/** Chakra's semantic tokens switch on the `dark` class of the root; `color-scheme` darkens native parts (scroll bars, date pickers). */
function apply(choice: ColorModeChoice) {
  const dark = choice === 'dark' || (choice === 'system' && systemIsDark());
  const root = document.documentElement;
  root.classList.toggle('dark', dark);
  root.classList.toggle('light', !dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
}

/**
 * Applies the chosen mode before the first screen is drawn, so a dark page never flashes light, and
 * follows the system's setting while the choice is to follow it.
 */
export function watchColorMode() {
  apply(colorMode.get());
  colorMode.onChange(({ value }) => {
    writeStored(KEY, value);
    apply(value);
  });
  if (typeof matchMedia === 'function') matchMedia(DARK_QUERY).addEventListener('change', () => apply(colorMode.get()));
}
