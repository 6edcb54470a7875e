import { assignVars, createGlobalTheme, globalStyle } from '@vanilla-extract/css';
import { theme } from './layers.css';
import { vars } from './contract.css';
import { darkTokens, lightTokens } from './tokens.gen';

// Light is the default; the dark theme applies when the OS asks for it, unless a page forces a theme with
// `data-theme` on <html> (Storybook's toolbar and the tests use that).
createGlobalTheme(':root', vars, { '@layer': theme, ...lightTokens });
createGlobalTheme(':root[data-theme="dark"]', vars, { '@layer': theme, ...darkTokens });

globalStyle(':root', { '@layer': { [theme]: { colorScheme: 'light' } } });
globalStyle(':root[data-theme="dark"]', { '@layer': { [theme]: { colorScheme: 'dark' } } });
globalStyle(':root:not([data-theme="light"])', {
  '@layer': {
    [theme]: {
      '@media': {
        '(prefers-color-scheme: dark)': { colorScheme: 'dark', vars: assignVars(vars.color, darkTokens.color) },
      },
    },
  },
});
globalStyle(':root:not([data-theme="light"]):not([data-theme="dark"])', {
  '@layer': {
    [theme]: {
      '@media': { '(prefers-color-scheme: dark)': { vars: assignVars(vars.shadow, darkTokens.shadow) } },
    },
  },
});

// prefers-reduced-motion: every duration collapses to zero, so components that use motion tokens stop animating
// without each of them writing its own media query (WCAG 2.3.3). The spinner keeps turning: it says work goes on.
const stillDurations = assignVars(vars.motion.duration, {
  fast: '0ms',
  normal: '0ms',
  slow: '0ms',
  spin: lightTokens.motion.duration.spin,
});
globalStyle(':root', {
  '@layer': { [theme]: { '@media': { '(prefers-reduced-motion: reduce)': { vars: stillDurations } } } },
});
// The same durations forced by an attribute, whatever the system says: the story tests set data-motion="reduce" on
// <html> (.storybook/test-runner.ts), so that an overlay's entrance or exit is over when it starts instead of being
// waited for, and no picture can catch one half-way. What scripts do under the preference (the carousel's rotation,
// autoplay) follows the preference, not this attribute: the stories show the same behaviour, only without
// transitions.
globalStyle(':root[data-motion="reduce"]', { '@layer': { [theme]: { vars: stillDurations } } });
