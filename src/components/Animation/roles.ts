/**
 * The colours an animation may use, each a role of the theme. The generator writes the light value into the Lottie
 * JSON (so the file reads right on its own) and a class per role on every painted shape; Animation.css.ts paints each
 * class with the role's CSS variable, so the drawing follows the current theme, dark included, without a second file.
 * Every stroke role is a declared interface pair against the paper (≥ 3:1, tokens/contrast-pairs.json), checked
 * again in scripts/lottie/generate.test.ts for both themes.
 */
export const ANIMATION_ROLES = {
  /** A sheet of paper: the surface under the drawing. */
  paper: 'color.background.surface',
  /** A sheet's outline and dashed drop zones. */
  edge: 'color.border.input',
  /** The plan's walls and symbols. */
  ink: 'color.text.muted',
  /** What the product does: the measuring line, the scanner, a found symbol's box. */
  accent: 'color.control.fill',
  /** A mark drawn on the accent (the plus sign). */
  onAccent: 'color.control.checkmark',
  /** The pale fill of a found symbol. */
  soft: 'color.background.action.secondary',
  /** The success badge, and the tick drawn on it in `onDone`. */
  done: 'color.control.fillComplete',
  onDone: 'color.control.checkmark',
  /** The two indices of a comparison: orange and blue, told apart without red and green. */
  before: 'color.measure.orange',
  after: 'color.measure.blue',
} as const;

export type AnimationRole = keyof typeof ANIMATION_ROLES;
export type AnimationPaint = 'fill' | 'stroke';

/** The class a painted shape carries, in the Lottie JSON (`cl`) and in the still frame alike. */
export const roleClass = (paint: AnimationPaint, role: AnimationRole) => `metr-anim-${paint}-${role}`;

/** Reads a role's value in a token tree (`lightTokens`, `darkTokens`, or the theme contract `vars`). */
export function tokenAt(tree: object, path: string): string {
  const value = path.split('.').reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], tree);
  if (typeof value !== 'string') throw new Error(`animation roles: ${path} is not a token`);
  return value;
}
