import { globalStyle } from '@vanilla-extract/css';
import { reset } from './layers.css';
import { vars } from './contract.css';
import { focusRing } from './focus';
import { textStyles } from './text';

const inReset = (selector: string, rule: Parameters<typeof globalStyle>[1]) =>
  globalStyle(selector, { '@layer': { [reset]: rule } });

inReset('*, *::before, *::after', { boxSizing: 'border-box' });
inReset('*', { margin: 0 });
inReset('html', { WebkitTextSizeAdjust: '100%', textSizeAdjust: '100%' });
inReset('body', {
  minHeight: '100vh',
  fontFamily: vars.font.family.body,
  ...textStyles.body,
  color: vars.color.text.default,
  background: vars.color.background.page,
  WebkitFontSmoothing: 'antialiased',
  textRendering: 'optimizeLegibility',
});
inReset('img, picture, video, canvas, svg', { display: 'block', maxWidth: '100%' });
inReset('input, button, textarea, select', { font: 'inherit', color: 'inherit' });
inReset('p, h1, h2, h3, h4, h5, h6', { overflowWrap: 'break-word' });
inReset('a', { color: vars.color.text.link });
inReset('::selection', { background: vars.color.background.action.secondaryPressed, color: vars.color.text.default });
// One visible focus indicator for anything that is not a design-system component (WCAG 2.4.7, 2.4.13).
inReset(':focus-visible', focusRing);
inReset('html:focus-within', { scrollBehavior: 'smooth' });
globalStyle('html:focus-within', {
  '@layer': { [reset]: { '@media': { '(prefers-reduced-motion: reduce)': { scrollBehavior: 'auto' } } } },
});
