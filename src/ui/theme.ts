import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breadcrumbSlotRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  codeRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  emptyStateSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  inputRecipe,
  kbdRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  progressSlotRecipe,
  radioGroupSlotRecipe,
  semanticTokens,
  separatorRecipe,
  spinnerRecipe,
  statSlotRecipe,
  tableSlotRecipe,
  switchSlotRecipe,
  tabsSlotRecipe,
  tagSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';
import { TOP_BAR_HEIGHT } from '../../contract/constants';

/**
 * Chakra rings a focused control in its palette's focusRing colour, grey (gray.400, 2.56:1 on white)
 * for most controls. WCAG 2.1 asks 3:1 of a focus indicator against what is around it, so every
 * palette rings in the brand's strong blue: 5.2:1 on the light background, 7.4:1 on the dark one.
 */
const FOCUS_RING = { value: { _light: '{colors.blue.600}', _dark: '{colors.blue.400}' } };

/**
 * Chakra writes error, warning and success text in shades that read at 3.3–3.8:1 on white, under the
 * 4.5:1 WCAG AA asks of text; one shade darker each reads at 4.8:1 or more.
 */
const STATUS_TEXT = {
  error: { value: { _light: '{colors.red.600}', _dark: '{colors.red.400}' } },
  warning: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.300}' } },
  success: { value: { _light: '{colors.green.700}', _dark: '{colors.green.300}' } },
};

const colors = Object.fromEntries(
  Object.entries(semanticTokens.colors).map(([name, token]) => {
    if (name === 'fg') return [name, { ...token, ...STATUS_TEXT }];
    return [name, 'focusRing' in token ? { ...token, focusRing: FOCUS_RING } : token];
  }),
) as typeof semanticTokens.colors;

/** A toast's description at full strength: faded to 0.8 on a coloured toast it fell below 4.5:1. */
const toastRecipe = { ...toastSlotRecipe, base: { ...toastSlotRecipe.base, description: { ...toastSlotRecipe.base?.description, opacity: 1 } } };

/**
 * Chakra's tokens with only the recipes of the components the app uses: the default system ships
 * every component's styles in the first download. A component added later adds its recipe here.
 * createSystem merges the configs itself, copying each deeply: merging them here first made it copy
 * the whole theme twice while the page starts.
 */
export const system = createSystem(
  defaultBaseConfig,
  defineConfig({
    preflight: true,
    cssVarsPrefix,
    cssVarsRoot,
    globalCss: {
      ...globalCss,
      // The top bar stays at the top of the window: what is scrolled or tabbed to stops below it, not under it.
      html: { ...globalCss.html, scrollPaddingTop: `${TOP_BAR_HEIGHT}px` },
      // Elements no recipe styles (plain links, rows and regions made focusable) ring like the controls do.
      ':focus-visible': { outlineWidth: '2px', outlineStyle: 'solid', outlineOffset: '2px', outlineColor: 'blue.focusRing' },
    },
    theme: {
      breakpoints,
      keyframes,
      tokens,
      semanticTokens: { ...semanticTokens, colors },
      textStyles,
      layerStyles,
      animationStyles,
      recipes: {
        badge: badgeRecipe,
        button: buttonRecipe,
        code: codeRecipe,
        heading: headingRecipe,
        input: inputRecipe,
        kbd: kbdRecipe,
        link: linkRecipe,
        separator: separatorRecipe,
        spinner: spinnerRecipe,
        textarea: textareaRecipe,
      },
      slotRecipes: {
        alert: alertSlotRecipe,
        breadcrumb: breadcrumbSlotRecipe,
        card: cardSlotRecipe,
        checkbox: checkboxSlotRecipe,
        dataList: dataListSlotRecipe,
        dialog: dialogSlotRecipe,
        drawer: drawerSlotRecipe,
        emptyState: emptyStateSlotRecipe,
        field: fieldSlotRecipe,
        fieldset: fieldsetSlotRecipe,
        list: listSlotRecipe,
        menu: menuSlotRecipe,
        nativeSelect: nativeSelectSlotRecipe,
        popover: popoverSlotRecipe,
        progress: progressSlotRecipe,
        radioGroup: radioGroupSlotRecipe,
        stat: statSlotRecipe,
        switch: switchSlotRecipe,
        table: tableSlotRecipe,
        tabs: tabsSlotRecipe,
        tag: tagSlotRecipe,
        toast: toastRecipe,
        tooltip: tooltipSlotRecipe,
      },
    },
  }),
);
