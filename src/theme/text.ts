import { vars } from './contract.css';

/**
 * The text roles that stylesheets set by hand (a component's title, a field's description, a row's metadata), written
 * once: spread one into a rule, `{ ...textStyles.caption, textAlign: 'center' }`. The Heading and Text components have
 * their own recipes; these are for the parts that are not set with them. The order of the properties is the order
 * they are written in the CSS.
 */
const small = { fontSize: vars.font.size.sm, lineHeight: vars.font.lineHeight.snug } as const;

const title = (fontSize: string) =>
  ({ fontSize, fontWeight: vars.font.weight.semibold, lineHeight: vars.font.lineHeight.snug }) as const;

export const textStyles = {
  /** Running text at the body size (a dialog's message, a description); the colour is the rule's. */
  body: { fontSize: vars.font.size.md, lineHeight: vars.font.lineHeight.normal },
  /** Small text on snug lines (metadata, a status, a count); the colour is the rule's. */
  small,
  /** A secondary line under or beside what it explains: a field's description, a figure's label, a form's note. */
  caption: { ...small, color: vars.color.text.muted },
  /** The title of a small part: an alert, a list's section. */
  titleMd: title(vars.font.size.md),
  /** The title of a panel or a list row. */
  titleLg: title(vars.font.size.lg),
  /** One line, cut with an ellipsis where it is too long (a breadcrumb, a select's value, a table cell). */
  truncated: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
} as const;
