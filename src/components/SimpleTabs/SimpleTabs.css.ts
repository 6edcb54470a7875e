import { style } from '@vanilla-extract/css';
import { focusRing, focusRingInset, layered, vars } from '../../theme';
import { tab, tabList, tabPanel, tabs } from '../Tabs/Tabs.css';

/** The container and the list: exactly those of `Tabs`. */
export { tabs, tabList };

/**
 * The tabs of `useSimpleTabs` (native buttons): the same look, with the browser's own hover and focus-visible instead
 * of react-aria's data attributes (a hovered tab wins over the selected tab's colour, as there). Hover only where a
 * pointer can hover, as react-aria does (a tap leaves no hover).
 */
export const simpleTab = style([
  tab,
  layered({
    // A native button's own box and font reset to the tab's.
    border: 'none',
    background: 'transparent',
    textAlign: 'start',
    '@media': {
      '(hover: hover)': {
        selectors: {
          '&:hover': { color: vars.color.text.default, background: vars.color.background.action.ghostHover },
        },
      },
    },
    selectors: { '&:focus-visible': focusRingInset },
  }),
]);

export const simpleTabPanel = style([tabPanel, layered({ selectors: { '&:focus-visible': focusRing } })]);
