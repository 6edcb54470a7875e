import { globalStyle } from '@vanilla-extract/css';
import { reset } from './layers.css';

/**
 * The height of what is fixed over the bottom of the window (the cookie banner): set on <html> by whatever shows it,
 * removed when it goes. Meanwhile the page keeps its controls clear of it (WCAG 2.2 SC 2.4.11, focus not obscured):
 * the browser scrolls a control that takes the focus above it (scroll padding), and the end of the page can still
 * scroll out from under it (padding).
 */
export const bottomInset = '--metr-inset-bottom';

globalStyle('html', { '@layer': { [reset]: { scrollPaddingBlockEnd: `var(${bottomInset}, 0)` } } });
globalStyle('body', { '@layer': { [reset]: { paddingBlockEnd: `var(${bottomInset}, 0)` } } });
