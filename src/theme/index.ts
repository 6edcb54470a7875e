import './global';

export { vars } from './contract.css';
export { composed, layered } from './style';
export { sprinkles, type Sprinkles } from './sprinkles.css';
export { breakpoints } from './tokens.gen';
export { media } from './media';
export { inverseRoles } from './inverse';
export { textStyles } from './text';
export {
  actionsRow,
  fieldRow,
  fitColumns,
  paperSwatch,
  plainList,
  scrollingListBox,
  splitRow,
  stack,
  wrappingSplitRow,
} from './layout';
export { focusRing, focusRingInset } from './focus';
export { transition } from './motion';
export { pressableWhileScrolling } from './virtualized.css';

export type ThemeName = 'light' | 'dark';
