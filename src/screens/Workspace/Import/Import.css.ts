import { style } from '@vanilla-extract/css';
import {
  actionsRow,
  composed,
  focusRing,
  plainList,
  stack,
  textStyles,
  transition,
  vars,
  wrappingSplitRow,
} from '../../../theme';

export const panel = style(composed(stack(vars.space.lg)));

export const dropZone = style(
  composed({
    display: 'grid',
    justifyItems: 'center',
    gap: vars.space.sm,
    paddingBlock: vars.space.xl,
    paddingInline: vars.space.lg,
    border: `${vars.border.width.thick} dashed ${vars.color.border.strong}`,
    borderRadius: vars.border.radius.lg,
    background: vars.color.background.subtle,
    color: vars.color.text.default,
    textAlign: 'center',
    ...transition('background-color, border-color'),
    selectors: {
      // The zone's own (visually hidden) button holds the focus for a paste or a keyboard drop: ring the zone.
      '&[data-focus-visible]': focusRing,
      '&[data-drop-target]': {
        borderStyle: 'solid',
        borderColor: vars.color.border.selected,
        background: vars.color.background.selected,
      },
    },
  }),
);

export const dropIcon = style(composed({ color: vars.color.text.muted }));

export const dropLabel = style(
  composed({
    fontWeight: vars.font.weight.semibold,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.snug,
  }),
);

export const muted = style(composed({ color: vars.color.text.muted, ...textStyles.small }));

/** Where a DWG goes (issue 28): said in the zone, before anything is dropped. */
export const dwgNotice = style(
  composed({
    display: 'flex',
    alignItems: 'start',
    gap: vars.space.xs,
    maxWidth: vars.size.prose,
    padding: vars.space.sm,
    borderRadius: vars.border.radius.md,
    background: vars.color.background.feedback.info,
    color: vars.color.text.default,
    textAlign: 'start',
    ...textStyles.small,
  }),
);

export const dwgNoticeIcon = style(composed({ flexShrink: 0, color: vars.color.border.info }));

export const storage = style(composed({ display: 'grid', gap: vars.space.xxs, margin: 0, ...textStyles.small }));

export const storageLabel = style(composed({ fontWeight: vars.font.weight.medium, color: vars.color.text.default }));

export const storageValue = style(composed({ margin: 0, color: vars.color.text.muted }));

export const section = style(composed(stack(vars.space.sm)));

export const sectionHeader = style(composed(wrappingSplitRow('center', vars.space.sm)));

export const sectionHeading = style(composed({ margin: 0, ...textStyles.titleMd }));

export const sectionActions = style(composed({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs }));

export const list = style(composed(plainList(vars.space.sm)));

export const item = style(
  composed({
    display: 'grid',
    gridTemplateColumns: 'minmax(0, 1fr) auto',
    alignItems: 'start',
    columnGap: vars.space.sm,
    rowGap: vars.space.xs,
    paddingBlock: vars.space.md,
    paddingInline: vars.space.md,
    border: `${vars.border.width.thin} solid ${vars.color.border.default}`,
    borderRadius: vars.border.radius.md,
    background: vars.color.background.surface,
  }),
);

export const itemBody = style(composed(stack(vars.space.xs)));

export const fileName = style(
  composed({ margin: 0, fontWeight: vars.font.weight.medium, ...textStyles.small, overflowWrap: 'anywhere' }),
);

export const meta = style(
  composed({ margin: 0, color: vars.color.text.muted, ...textStyles.small, fontVariantNumeric: 'tabular-nums' }),
);

export const outcome = style(
  composed({ display: 'flex', alignItems: 'center', gap: vars.space.xs, margin: 0, ...textStyles.small }),
);

export const outcomeSuccess = style(composed({ color: vars.color.text.success, fontWeight: vars.font.weight.medium }));

export const outcomeMuted = style(composed({ color: vars.color.text.muted }));

export const failure = style(composed({ gridColumn: '1 / -1', fontSize: vars.font.size.sm }));

export const hint = style(composed({ margin: 0, marginBlockStart: vars.space.xxs }));

export const dialogBody = style(composed({ display: 'grid', gap: vars.space.md }));

export const dialogText = style(
  composed({
    margin: 0,
    color: vars.color.text.default,
    lineHeight: vars.font.lineHeight.normal,
    overflowWrap: 'anywhere',
  }),
);

export const dialogHint = style(composed({ margin: 0, color: vars.color.text.muted, fontSize: vars.font.size.sm }));

export const dialogActions = style(composed({ ...actionsRow }));
