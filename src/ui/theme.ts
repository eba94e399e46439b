import { createSystem, defaultBaseConfig, defineConfig, mergeConfigs } from '@chakra-ui/react';
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
  keyframes,
  layerStyles,
  linkRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  progressSlotRecipe,
  radioGroupSlotRecipe,
  semanticTokens,
  separatorRecipe,
  spinnerRecipe,
  statSlotRecipe,
  tableSlotRecipe,
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

const colors = Object.fromEntries(
  Object.entries(semanticTokens.colors).map(([name, token]) => [name, 'focusRing' in token ? { ...token, focusRing: FOCUS_RING } : token]),
) as typeof semanticTokens.colors;

/**
 * Chakra's tokens with only the recipes of the components the app uses: the default system ships
 * every component's styles in the first download. A component added later adds its recipe here.
 */
export const system = createSystem(
  mergeConfigs(
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
          menu: menuSlotRecipe,
          nativeSelect: nativeSelectSlotRecipe,
          progress: progressSlotRecipe,
          radioGroup: radioGroupSlotRecipe,
          stat: statSlotRecipe,
          table: tableSlotRecipe,
          tabs: tabsSlotRecipe,
          tag: tagSlotRecipe,
          toast: toastSlotRecipe,
          tooltip: tooltipSlotRecipe,
        },
      },
    }),
  ),
);
