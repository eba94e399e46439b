import { describe, expect, it } from 'vitest';
import { themeGlobalCss } from '../../../scripts/theme-css';
import { system } from '../../../src/ui/theme';

describe('the theme stylesheet the build writes', () => {
  const css = themeGlobalCss(system);

  it('declares the cascade layers first, as the provider did, so recipes inserted later keep their order', () => {
    expect(css.startsWith('@layer reset,base,tokens,recipes;')).toBe(true);
  });

  it('holds the reset, the global CSS and the tokens, the app’s own changes included', () => {
    expect(css).toContain('@layer reset{');
    expect(css).toContain('@layer base{');
    expect(css).toContain('@layer tokens{');
    // Every token's variable, light and dark.
    expect(css).toMatch(/--chakra-colors-blue-600:/);
    expect(css).toMatch(/\.dark[^{]*\{[^}]*--chakra-colors-bg:/);
    // The theme's own global CSS: the focus ring of elements no recipe styles, and the top bar's scroll padding.
    expect(css).toMatch(/:focus-visible\{[^}]*outline-color:var\(--chakra-colors-blue-focus-ring\)/);
    expect(css).toMatch(/scroll-padding-top:\d+px/);
  });
});
