import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { ChangeRegion } from '../../../../src/domain/comparison/types';
import { ChangesList, type ChangesListProps } from '../../../../src/screens/Workspace/Comparison';
import { withMaxWidth } from '../../../decorators';
import { REGIONS, TOUCHED } from './comparison-story-data';

/** The list with its regions' statuses and the focused region kept, as the route keeps them. */
function Harness(props: ChangesListProps) {
  const [regions, setRegions] = useState<readonly ChangeRegion[]>(props.regions);
  const [focusedId, setFocusedId] = useState(props.focusedId);
  return (
    <ChangesList
      {...props}
      regions={regions}
      focusedId={focusedId}
      onFocusRegion={(id) => {
        props.onFocusRegion(id);
        setFocusedId(id);
      }}
      onStatusChange={(id, status) => {
        props.onStatusChange(id, status);
        setRegions((all) => all.map((r) => (r.id === id ? { ...r, status } : r)));
      }}
    />
  );
}

const meta = {
  title: 'Screens/Workspace/Comparison/ChangesList',
  component: ChangesList,
  render: (args) => <Harness {...args} />,
  args: {
    regions: REGIONS,
    measurements: TOUCHED,
    metresPerPoint: 0.0352778,
    focusedId: 'r1',
    onFocusRegion: fn(),
    onStatusChange: fn(),
  },
  decorators: [withMaxWidth(380)],
} satisfies Meta<typeof ChangesList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Five regions, their kinds and sizes on site, their statuses, the measurements they touch; the first on the plan. */
export const Liste: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('3 à vérifier sur 5');
    await expect(canvas.getByRole('button', { name: /^Modification 1 ·/ })).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByText(/Cloisons SAD 72 — longueur 8,40\sml/)).toBeVisible();
  },
};

/** Stepping with the keyboard: J and ↓ to the next, K and ↑ back; the plan follows each step. */
export const ParcoursAuClavier: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('button', { name: /^Modification 1 ·/ });
    first.focus();
    await step('J puis ↓', async () => {
      await userEvent.keyboard('j');
      await expect(canvas.getByRole('button', { name: /^Modification 2 ·/ })).toHaveFocus();
      await expect(args.onFocusRegion).toHaveBeenLastCalledWith('r2');
      await userEvent.keyboard('{ArrowDown}');
      await expect(args.onFocusRegion).toHaveBeenLastCalledWith('r3');
    });
    await step('K revient', async () => {
      await userEvent.keyboard('k');
      await expect(args.onFocusRegion).toHaveBeenLastCalledWith('r2');
      await expect(canvas.getByRole('button', { name: /^Modification 2 ·/ })).toHaveAttribute('aria-current', 'true');
    });
  },
};

/** A status set with its button: the count follows (a live region). */
export const Statuts: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: 'Statut de la modification 1' });
    await expect(within(group).getByRole('button', { name: 'À vérifier' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(group).getByRole('button', { name: 'Vu' }));
    await expect(args.onStatusChange).toHaveBeenCalledWith('r1', 'seen');
    await expect(canvas.getByRole('status')).toHaveTextContent('2 à vérifier sur 5');
  },
};

/** « Suivante » and « Précédente » step without moving the focus. */
export const SuivantePrecedente: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Suivante' }));
    await expect(args.onFocusRegion).toHaveBeenLastCalledWith('r2');
    await userEvent.click(canvas.getByRole('button', { name: 'Suivante' }));
    await expect(args.onFocusRegion).toHaveBeenLastCalledWith('r3');
    await userEvent.click(canvas.getByRole('button', { name: 'Précédente' }));
    await expect(args.onFocusRegion).toHaveBeenLastCalledWith('r2');
  },
};

/** An uncalibrated sheet: sizes on paper. All reviewed: the count says so. */
export const ToutRevuSurPapier: Story = {
  args: {
    metresPerPoint: null,
    regions: REGIONS.slice(0, 2).map((r) => ({ ...r, status: 'seen' as const })),
    focusedId: null,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent(/Les 2\smodifications sont revues\./);
    await expect(canvas.getByText(/92 × 49\smm sur le papier/)).toBeVisible();
  },
};

/** Nothing changed between the two indices. */
export const AucuneModification: Story = {
  args: { regions: [], focusedId: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Aucune modification trouvée')).toBeVisible();
  },
};

/** Read only: the statuses shown, not changeable. */
export const LectureSeule: Story = {
  args: { readOnly: true },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Statut de la modification 2' });
    await expect(within(group).getByRole('button', { name: 'Vu' })).toBeDisabled();
  },
};
