import { style } from '@vanilla-extract/css';
import { composed, media, textStyles, vars } from '../../theme';
import { proseColumn } from '../../patterns/PageSection/columns';
import { cardGrid } from '../../patterns/PageSection/cardGrid';

// The section frame the landing shares (container, section rhythm, subtle band).
export { band, container, section } from '../../patterns/PageSection/PageSection.css';

export const hero = style(
  composed({
    paddingBlockStart: vars.space.xxxl,
    paddingBlockEnd: vars.space.xxl,
    '@media': { [media.tablet]: { paddingBlockStart: vars.space.section, paddingBlockEnd: vars.space.xxxl } },
  }),
);

export const heroText = style(composed({ ...proseColumn }));

// ── Story and facts ───────────────────────────────────────────────────────────────────────────────────────────

export const storyGrid = style(
  composed({
    display: 'grid',
    gap: vars.space.xxl,
    paddingBlockStart: vars.space.xxl,
    paddingBlockEnd: vars.space.xxxl,
    borderBlockStart: `${vars.border.width.thin} solid ${vars.color.border.default}`,
    '@media': {
      [media.desktop]: {
        gridTemplateColumns: `minmax(0, ${vars.size.prose}) minmax(0, 1fr)`,
        columnGap: vars.space.section,
        paddingBlockStart: vars.space.xxxl,
        paddingBlockEnd: vars.space.section,
      },
    },
  }),
);

export const prose = style(composed({ ...proseColumn }));

export const facts = style(
  cardGrid(
    { gap: vars.space.lg },
    { tablet: { columns: 'repeat(3, minmax(0, 1fr))' }, desktop: { columns: 'minmax(0, 1fr)' } },
    { alignContent: 'start' },
  ),
);

export const fact = style(
  composed({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    paddingInlineStart: vars.space.lg,
    borderInlineStart: `${vars.border.width.thick} solid ${vars.color.border.focus}`,
  }),
);

export const factValue = style(
  composed({
    fontSize: vars.font.size.xxl,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    color: vars.color.text.default,
    fontVariantNumeric: 'tabular-nums',
  }),
);

export const factLabel = style(composed({ ...textStyles.caption }));

// ── Mission ───────────────────────────────────────────────────────────────────────────────────────────────────

export const mission = style(composed({ ...proseColumn }));

export const missionText = style(
  composed({
    margin: 0,
    fontSize: vars.font.size.xl,
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.snug,
    color: vars.color.text.default,
    '@media': { [media.tablet]: { fontSize: vars.font.size.xxl } },
  }),
);

// ── Values ────────────────────────────────────────────────────────────────────────────────────────────────────

export const valuesHeader = style(composed({ marginBlockEnd: vars.space.xxl }));

export const values = style(
  cardGrid({ gap: vars.space.lg }, { desktop: { columns: 'repeat(3, minmax(0, 1fr))', gap: vars.space.xl } }),
);

export const valueCard = style(
  composed({
    height: '100%',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
  }),
);

export const valueIndex = style(
  composed({
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.semibold,
    color: vars.color.text.link,
    fontVariantNumeric: 'tabular-nums',
  }),
);

// ── Call to action ────────────────────────────────────────────────────────────────────────────────────────────

export const cta = style(
  composed({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: vars.space.xl,
    '@media': {
      [media.tablet]: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between' },
    },
  }),
);

export const ctaText = style(
  composed({
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    maxWidth: vars.size.prose,
  }),
);

export const ctaSection = style(
  composed({
    paddingBlockEnd: vars.space.xxxl,
    '@media': { [media.tablet]: { paddingBlockEnd: vars.space.section } },
  }),
);
