import { style } from '@vanilla-extract/css';
import { vars } from '../src/theme';

export const storyRoot = style({
  padding: vars.space.lg,
  background: vars.color.background.page,
  color: vars.color.text.default,
});
