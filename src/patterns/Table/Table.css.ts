/**
 * The workspace's data tables (the article library, the version comparison): compact rows in tabular figures, a
 * strong rule under the header, hairlines between rows, figures aligned on the end, group rows on the sunken
 * background. Screens import these classes and add their own (a total row, a colour for a change).
 */
import { style } from '@vanilla-extract/css';
import { composed, vars } from '../../theme';

export const table = style(
  composed({
    width: '100%',
    borderCollapse: 'collapse',
    fontSize: vars.font.size.sm,
    fontVariantNumeric: 'tabular-nums',
  }),
);

export const headCell = style(
  composed({
    textAlign: 'start',
    fontWeight: vars.font.weight.semibold,
    padding: vars.space.sm,
    borderBlockEnd: `${vars.border.width.thick} solid ${vars.color.border.strong}`,
    whiteSpace: 'nowrap',
  }),
);

export const cell = style(
  composed({
    padding: vars.space.sm,
    borderBlockEnd: `${vars.border.width.thin} solid ${vars.color.border.default}`,
    verticalAlign: 'middle',
    // Row and group headers are <th>: the browser would centre them and set them in bold.
    textAlign: 'start',
    fontWeight: 'inherit',
  }),
);

export const numeric = style(composed({ textAlign: 'end', whiteSpace: 'nowrap' }));

export const groupRow = style(
  composed({ backgroundColor: vars.color.background.sunken, fontWeight: vars.font.weight.semibold }),
);
