import { vars } from './contract.css';

/**
 * The text, link and focus roles re-mapped for a dark surface (light, in the dark theme): a card or a band with the
 * inverse background puts these in its `vars`, so every Text, Heading, Link and focus ring inside keeps its contrast
 * without knowing where it sits.
 */
export const inverseRoles = {
  [vars.color.text.default]: vars.color.text.inverse,
  [vars.color.text.muted]: vars.color.text.inverse,
  [vars.color.text.link]: vars.color.text.inverse,
  [vars.color.text.linkHover]: vars.color.text.inverse,
  [vars.color.border.focus]: vars.color.border.focusInverse,
};
