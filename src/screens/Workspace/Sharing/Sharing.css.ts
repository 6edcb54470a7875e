import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { floatingSurface } from '../../../components/floating.css';
import { composed, plainList, stack, textStyles, vars, wrappingSplitRow } from '../../../theme';
import { PRESENCE_COLOURS, type PresenceColour } from './types';

export const body = style(composed({ ...stack(vars.space.lg), color: vars.color.text.default }));

export const text = style(composed({ margin: 0, ...textStyles.small }));

export const caption = style(composed({ margin: 0, ...textStyles.caption, color: vars.color.text.muted }));

export const heading = style(composed({ margin: 0, ...textStyles.titleMd }));

export const section = style(
  composed({
    ...stack(vars.space.sm),
    paddingBlockStart: vars.space.md,
    borderBlockStart: `${vars.border.width.thin} solid ${vars.color.border.default}`,
  }),
);

export const actions = style(composed({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm, alignItems: 'center' }));

/** A notice's actions under its text: apart from it, so that a focused button's ring never touches the last line. */
export const noticeActions = style(
  composed({
    display: 'flex',
    flexWrap: 'wrap',
    gap: vars.space.sm,
    alignItems: 'center',
    paddingBlockStart: vars.space.xs,
  }),
);

export const members = style(composed(plainList(vars.space.sm)));

/** A member: their name and e-mail, then their role and the action to remove them. */
export const member = style(composed({ ...wrappingSplitRow('center', vars.space.sm) }));

/** Why a member's change was refused, across the whole row. */
export const refusal = style(
  composed({ margin: 0, flexBasis: '100%', ...textStyles.small, color: vars.color.text.danger }),
);

export const who = style(composed({ ...stack(vars.space.xxs), flex: `1 1 ${vars.size.choiceColumn}`, minWidth: 0 }));

export const name = style(
  composed({ margin: 0, ...textStyles.small, fontWeight: vars.font.weight.semibold, overflowWrap: 'anywhere' }),
);

export const memberControls = style(composed({ display: 'flex', gap: vars.space.sm, alignItems: 'center' }));

/** The members' role selects, one width for all: the longest role's name fits. */
export const roleSelect = style(composed({ inlineSize: `calc(${vars.size.toolbarSelect} + ${vars.space.xxl})` }));

export const inviteForm = style(composed({ ...wrappingSplitRow('end', vars.space.sm) }));

export const grow = style(composed({ flex: `1 1 ${vars.size.choiceColumn}`, minWidth: 0 }));

export const roles = style(composed({ margin: 0, ...stack(vars.space.xs) }));

export const roleTerm = style(composed({ ...textStyles.small, fontWeight: vars.font.weight.semibold }));

export const roleDefinition = style(composed({ margin: 0, ...textStyles.small, color: vars.color.text.muted }));

// --- The connection's status ---------------------------------------------------------------------------------------

export const status = recipe({
  base: composed({
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    ...textStyles.caption,
    color: vars.color.text.muted,
  }),
  variants: {
    tone: {
      quiet: {},
      warning: { color: vars.color.text.warning },
    },
  },
});

// --- Who is on the project -----------------------------------------------------------------------------------------

/** The header's button: the initials only, tight around them (its name says how many and who). */
export const presenceButton = style(composed({ paddingInline: vars.space.xxs, flexShrink: 0 }));

export const avatarStack = style(composed({ display: 'inline-flex', alignItems: 'center' }));

/** « +2 »: the people not drawn, in a plain ring after the initials. */
export const avatarMore = style(
  composed({
    display: 'inline-grid',
    placeItems: 'center',
    minInlineSize: vars.size.control.sm,
    blockSize: vars.size.control.sm,
    boxSizing: 'border-box',
    paddingInline: vars.space.xxs,
    marginInlineStart: `calc(-1 * ${vars.space.xs})`,
    borderRadius: vars.border.radius.round,
    border: `${vars.border.width.thick} solid ${vars.color.border.strong}`,
    outline: `${vars.border.width.thick} solid ${vars.color.background.header}`,
    background: vars.color.background.subtle,
    ...textStyles.caption,
    color: vars.color.text.default,
    fontWeight: vars.font.weight.semibold,
  }),
);

/** The full list, opened from the header's initials. */
export const presencePopover = style(
  composed({ ...floatingSurface, padding: vars.space.md, maxInlineSize: vars.size.panel }),
);

export const presenceDialog = style(composed({ ...stack(vars.space.sm), outline: 'none' }));

export const presenceHeading = style(
  composed({ margin: 0, ...textStyles.small, fontWeight: vars.font.weight.semibold }),
);

export const presence = style(composed(plainList(vars.space.sm)));

export const person = style(composed({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs }));

/** Initials in a ring of the person's colour (the colour is never the only cue: the name is beside or in it). */
export const avatar = recipe({
  base: composed({
    display: 'inline-grid',
    placeItems: 'center',
    inlineSize: vars.size.control.sm,
    blockSize: vars.size.control.sm,
    borderRadius: vars.border.radius.round,
    borderWidth: vars.border.width.thick,
    borderStyle: 'solid',
    background: vars.color.background.surface,
    ...textStyles.caption,
    color: vars.color.text.default,
    fontWeight: vars.font.weight.semibold,
  }),
  variants: {
    colour: Object.fromEntries(PRESENCE_COLOURS.map((c) => [c, { borderColor: vars.color.overlay[c] }])) as Record<
      PresenceColour,
      { borderColor: string }
    >,
    idle: { true: { borderStyle: 'dashed' }, false: {} },
    /** In the header's stack: each one over the previous, parted from it by a ring of the header's background. */
    stacked: {
      true: {
        outline: `${vars.border.width.thick} solid ${vars.color.background.header}`,
        selectors: { '& + &': { marginInlineStart: `calc(-1 * ${vars.space.xs})` } },
      },
      false: {},
    },
  },
});

export const personText = style(composed({ ...stack(vars.space.none), minWidth: 0 }));

export const personName = style(
  composed({
    ...textStyles.caption,
    color: vars.color.text.default,
    fontWeight: vars.font.weight.semibold,
    overflowWrap: 'anywhere',
  }),
);

export const personWhere = style(
  composed({ ...textStyles.caption, color: vars.color.text.muted, overflowWrap: 'anywhere' }),
);

// --- A colleague's change of the same field --------------------------------------------------------------------------

export const conflict = style(composed({ ...stack(vars.space.xs) }));

export const conflictValues = style(composed(plainList(vars.space.xxs)));

/** A shared project's page before it is in this browser (SharedProjectState), laid out like the project's states. */
export const page = style(
  composed({
    boxSizing: 'border-box',
    display: 'grid',
    alignContent: 'start',
    justifyItems: 'start',
    gap: vars.space.md,
    maxWidth: vars.size.prose,
    padding: vars.space.xl,
  }),
);

export const progress = style(composed({ inlineSize: '100%' }));

/** The shared project's status and who is on it, in the workspace's header. */
export const headerBar = style(
  composed({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm, minWidth: 0 }),
);

/** The server's notices under the header, above the page. */
export const notices = style(
  composed({ ...stack(vars.space.sm), paddingInline: vars.space.lg, paddingBlock: vars.space.sm }),
);

/** What deleting the account does, or the projects that keep it: a short bulleted list in the text's size. */
export const bullets = style(
  composed({ margin: 0, paddingInlineStart: vars.space.lg, ...stack(vars.space.xxs), ...textStyles.small }),
);

/** A step's sub-heading inside a section (« Supprimer votre compte ? »). */
export const subheading = style(composed({ margin: 0, ...textStyles.small, fontWeight: vars.font.weight.semibold }));
