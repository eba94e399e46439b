/**
 * The theme's global styles (Chakra's reset, its global CSS and every token's CSS variable) as a
 * stylesheet the build writes, in place of the ones Chakra's provider serialises and inserts while the
 * page starts: on a phone that took a good part of the time before the first screen showed. The app
 * imports `virtual:theme-global.css` and renders its provider with a system that leaves them out
 * (src/ui/theme-provider.tsx).
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import createCache from '@emotion/cache';
import { serializeStyles } from '@emotion/serialize';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';

export const THEME_CSS_MODULE = 'virtual:theme-global.css';
const RESOLVED = `\0${THEME_CSS_MODULE}`;

interface GlobalStylesOf {
  layers: { atRule: unknown };
  _global: unknown;
}

/**
 * The CSS Chakra's provider inserts, written the way it writes it: Emotion serialises each of its two
 * global style objects (the layer order, then reset, globals and tokens) and runs them through the same
 * stylis plugins (vendor prefixes included) as in the browser.
 */
export function themeGlobalCss(system: GlobalStylesOf): string {
  // Outside a browser the cache returns the rules instead of inserting them into a sheet.
  const cache = createCache({ key: 'css' });
  return [system.layers.atRule, system._global]
    .map((styles) => cache.insert('', serializeStyles([styles as never], undefined, {}), cache.sheet, false) as unknown as string)
    .join('\n');
}

/** The theme module as the app has it, read anew each time so a change to it shows on the next load. */
async function loadSystem(themeFile: string): Promise<GlobalStylesOf> {
  const { system } = (await tsImport(pathToFileURL(themeFile).href, { parentURL: import.meta.url })) as { system: GlobalStylesOf };
  return system;
}

export function themeCss(root: string): Plugin {
  const themeFile = path.resolve(root, 'src/ui/theme.ts');
  return {
    name: 'librarium:theme-css',
    resolveId(id) {
      return id === THEME_CSS_MODULE ? RESOLVED : undefined;
    },
    async load(id) {
      if (id !== RESOLVED) return undefined;
      this.addWatchFile(themeFile);
      return themeGlobalCss(await loadSystem(themeFile));
    },
  };
}
