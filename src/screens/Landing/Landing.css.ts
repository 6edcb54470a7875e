import { globalStyle, style, type StyleRule } from '@vanilla-extract/css';
import { composed, inverseRoles, media, vars } from '../../theme';
import { cardGrid as cardGridRule } from '../../patterns/PageSection/cardGrid';

// ── Shared ─────────────────────────────────────────────────────────────────────────────────────────────────────

// The section frame the company page shares (section rhythm, subtle band, container).
export { section, band as sectionSubtle, container } from '../../patterns/PageSection/PageSection.css';

export const centered = style(
  composed({ display: 'flex', justifyContent: 'center', marginBlockStart: vars.space.xxl }),
);

// ── Hero ───────────────────────────────────────────────────────────────────────────────────────────────────────

export const hero = style(
  composed({
    paddingBlockStart: vars.space.xxl,
    paddingBlockEnd: vars.space.xxxl,
    overflow: 'hidden',
    '@media': { [media.tablet]: { paddingBlockStart: vars.space.xxxl, paddingBlockEnd: vars.space.section } },
  }),
);

/** A centred column of prose width: the hero's text and the final call to action. */
const centredColumn = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.lg,
  maxWidth: vars.size.prose,
  marginInline: 'auto',
} as const;

export const heroText = style(
  composed({
    ...centredColumn,
    textAlign: 'center',
  }),
);

// The hero title takes the display1 size from the tablet up (display2 on phones, so it stays on four lines).
globalStyle(
  `${heroText} h1`,
  composed({
    fontSize: vars.font.size.display2,
    '@media': { [media.tablet]: { fontSize: vars.font.size.display1 } },
  }),
);

export const heroMedia = style(
  composed({
    display: 'flex',
    justifyContent: 'center',
    marginBlockStart: vars.space.xxl,
    transformOrigin: '50% 0',
    willChange: 'transform',
    '@media': { [media.tablet]: { marginBlockStart: vars.space.xxxl } },
  }),
);

export const heroVideo = style(
  composed({
    border: `${vars.border.width.thin} solid ${vars.color.border.default}`,
    boxShadow: vars.shadow.lg,
  }),
);

// ── Features ───────────────────────────────────────────────────────────────────────────────────────────────────

/** The landing's two-column lists (features, manifesto beliefs): one column on phones, two from the tablet up. */
export const cardGrid = style(
  cardGridRule(
    { gap: vars.space.xl, columns: 'minmax(0, 1fr)' },
    { tablet: { columns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.xxl } },
  ),
);

export const featureCard = style(
  composed({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    padding: vars.space.lg,
    background: vars.color.background.surface,
    border: `${vars.border.width.thin} solid ${vars.color.border.default}`,
    borderRadius: vars.border.radius.xl,
    boxShadow: vars.shadow.sm,
    selectors: {
      // Hidden at once (it is off screen when that happens: nothing to see, nothing left half-faded for a reader)…
      '[data-reveal="hidden"] > &': { opacity: 0, transform: `translateY(${vars.space.xl})` },
      // …and animated only on the way in: a transition takes its timing from the state it goes to.
      '[data-reveal="shown"] > &': {
        opacity: 1,
        transform: 'none',
        transitionProperty: 'opacity, transform',
        transitionDuration: `calc(${vars.motion.duration.slow} * 2)`,
        transitionTimingFunction: vars.motion.easing.enter,
      },
    },
  }),
);

// The stories (what the designers approve) always showed this margin; the built site lost it to the Video recipe's
// `margin: 0` while the order of the rules in the stylesheet decided. The compositions layer settles it.
export const featureVideo = style(composed({ marginBlockEnd: vars.space.sm }));
// Element selectors inside the card: more specific than the Video recipe (same layer), so the clip fills the card.
globalStyle(`${featureCard} figure, ${featureCard} video`, composed({ width: '100%' }));

// ── Benefits ───────────────────────────────────────────────────────────────────────────────────────────────────

export const benefitGrid = style(
  cardGridRule(
    { gap: vars.space.lg, columns: 'minmax(0, 1fr)' },
    {
      tablet: { columns: 'repeat(2, minmax(0, 1fr))', gap: vars.space.xl },
      desktop: { columns: 'repeat(4, minmax(0, 1fr))' },
    },
  ),
);

export const benefitCard = style(composed({ height: '100%' }));

export const benefitValue = style(
  composed({
    display: 'block',
    marginBlockEnd: vars.space.sm,
    fontSize: vars.font.size.display3,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    color: vars.color.text.link,
    fontVariantNumeric: 'tabular-nums',
  }),
);

// ── How it works ───────────────────────────────────────────────────────────────────────────────────────────────

export const carousel = style(composed({ position: 'relative' }));

export const carouselTop = style(
  composed({
    display: 'flex',
    alignItems: 'flex-end',
    gap: vars.space.md,
  }),
);

export const stepList = style(
  composed({
    flexGrow: 1,
    display: 'grid',
    gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
    '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
  }),
);

export const stepTab = style(
  composed({
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: vars.space.xxs,
  }),
);

export const stepNumber = style(
  composed({
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.semibold,
    color: vars.color.text.muted,
    fontVariantNumeric: 'tabular-nums',
  }),
);

export const rotationControl = style(composed({ flexShrink: 0, marginBlockEnd: vars.space.xs }));

/** A tab panel of the landing: one column, then the picture (3/5) beside the words (2/5) on a desktop. */
const splitPanel = (rule: StyleRule) =>
  composed({
    display: 'grid',
    gap: vars.space.xl,
    gridTemplateColumns: 'minmax(0, 1fr)',
    ...rule,
    '@media': { [media.desktop]: { gridTemplateColumns: '3fr 2fr', gap: vars.space.xxxl } },
  });

export const stepPanel = style(splitPanel({ alignItems: 'center', paddingBlockStart: vars.space.xl }));

export const stepImage = style(
  composed({
    width: '100%',
    height: 'auto',
    borderRadius: vars.border.radius.lg,
    border: `${vars.border.width.thin} solid ${vars.color.border.default}`,
    boxShadow: vars.shadow.md,
    background: vars.color.background.sunken,
  }),
);

export const stepText = style(composed({ display: 'flex', flexDirection: 'column', gap: vars.space.md }));

// ── Audience ───────────────────────────────────────────────────────────────────────────────────────────────────

export const audiencePanel = style(splitPanel({ paddingBlockStart: vars.space.lg }));

export const benefitList = style(
  composed({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    listStyle: 'none',
    margin: 0,
    padding: 0,
  }),
);

export const benefitItem = style(
  composed({
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.md,
    fontSize: vars.font.size.lg,
    lineHeight: vars.font.lineHeight.snug,
  }),
);

export const checkIcon = style(
  composed({
    marginBlockStart: vars.space.xxs,
    padding: vars.space.xxs,
    borderRadius: vars.border.radius.round,
    color: vars.color.text.link,
    background: vars.color.background.selected,
  }),
);

export const testimonial = style(
  composed({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.lg,
    margin: 0,
    padding: vars.space.xl,
    borderInlineStart: `${vars.border.width.thick} solid ${vars.color.border.selected}`,
    borderRadius: vars.border.radius.md,
    background: vars.color.background.subtle,
  }),
);

export const quote = style(
  composed({
    margin: 0,
    fontSize: vars.font.size.xl,
    lineHeight: vars.font.lineHeight.snug,
    fontWeight: vars.font.weight.medium,
  }),
);

// ── Manifesto ──────────────────────────────────────────────────────────────────────────────────────────────────

// The inverse band re-maps the text roles, as Card's inverse tone does (theme/inverse.ts), so every child keeps its
// contrast.
export const manifesto = style(
  composed({
    background: vars.color.background.inverse,
    color: vars.color.text.inverse,
    vars: inverseRoles,
  }),
);

export const belief = style(
  composed({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    paddingBlockStart: vars.space.lg,
    borderBlockStart: `${vars.border.width.thin} solid currentColor`,
  }),
);

export const beliefNumber = style(
  composed({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.semibold, fontVariantNumeric: 'tabular-nums' }),
);

// ── Final call to action ───────────────────────────────────────────────────────────────────────────────────────

export const finalCta = style(
  composed({
    ...centredColumn,
    paddingBlock: vars.space.xxxl,
    paddingInline: vars.space.xl,
    textAlign: 'center',
    borderRadius: vars.border.radius.xl,
    background: vars.color.background.selected,
    border: `${vars.border.width.thin} solid ${vars.color.border.default}`,
  }),
);
