import type { Decorator } from '@storybook/react-vite';
import type { CSSProperties } from 'react';

/** The story in a column at most `width` wide, as the screen that holds it lays it out (a dialog, a panel…). */
export const withMaxWidth =
  (width: CSSProperties['maxWidth']): Decorator =>
  (Story) => (
    <div style={{ maxWidth: width }}>
      <Story />
    </div>
  );

/** As wide as a dialog at most: where the app's forms and their fields stand. */
export const dialogWidth = withMaxWidth('var(--metr-size-dialog)');

/**
 * The story in a box `height` tall that scrolls, as the workspace's regions hold their lists (the strip, the plans
 * area): a long list scrolls there instead of making the page, and its picture, as tall as the list.
 */
export const withScrollBox =
  (height: CSSProperties['height']): Decorator =>
  (Story) => (
    <div style={{ height, overflowY: 'auto' }}>
      <Story />
    </div>
  );
