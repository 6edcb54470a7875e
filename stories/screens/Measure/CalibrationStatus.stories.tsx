import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { scaleFromCalibration } from '../../../src/domain/takeoff/scale';
import { M, calibrated, uncalibrated, withRegion } from '../../../src/domain/takeoff/testing/samples';
import { CalibrationStatus } from '../../../src/screens/Workspace/Measure';
import { dialogWidth } from '../../decorators';

const calibration = scaleFromCalibration({ x: 0, y: 0 }, { x: 5 * M, y: 0 }, 4.9);

const meta = {
  title: 'Screens/Workspace/CalibrationStatus',
  component: CalibrationStatus,
  args: { scales: uncalibrated, onCalibrate: fn(), onCalibrateRegion: fn() },
  decorators: [dialogWidth],
} satisfies Meta<typeof CalibrationStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

/** « Non étalonné »: what is blocked, what stays allowed, and the way out. */
export const NonCalibre: Story = {
  name: 'Non étalonné',
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('le bouton dit pourquoi étalonner', async () => {
      await expect(canvas.getByRole('button', { name: 'Étalonner' })).toHaveAccessibleDescription(
        /Le comptage reste possible/,
      );
    });
    await step('Tab puis Entrée ouvre l’étalonnage', async () => {
      await userEvent.tab();
      await userEvent.keyboard('{Enter}');
      await expect(args.onCalibrate).toHaveBeenCalled();
    });
  },
};

/**
 * One line, as beside the zoom controls on the sheet page: the why is read with the button (its description) and
 * shown by a measuring tool when one is chosen.
 */
export const Compact: Story = {
  name: 'Compact, non étalonné',
  args: { isCompact: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Échelle' });
    await expect(region).toHaveTextContent('Non étalonné');
    await expect(canvas.getByRole('button', { name: 'Étalonner' })).toHaveAccessibleDescription(
      /Le comptage reste possible/,
    );
    // One line: the state and the button, no paragraph under them.
    await expect(region.getBoundingClientRect().height).toBeLessThan(56);
  },
};

export const Ratio: Story = { name: 'Échelle 1:100', args: { scales: calibrated } };

export const Etalonne: Story = {
  name: 'Étalonné sur une cote',
  args: { scales: { default: calibration.ok ? calibration.value : null, regions: [] } },
};

/** A 1:20 detail beside the 1:100 plan. */
export const AvecZone: Story = {
  name: 'Avec une zone à une autre échelle',
  args: { scales: withRegion },
  play: async ({ canvasElement, args, step }) => {
    await step('la zone a son propre bouton', async () => {
      await userEvent.click(
        within(canvasElement).getByRole('button', {
          name: 'Modifier l’échelle de la zone «\u00a0Détail escalier\u00a0»',
        }),
      );
      await expect(args.onCalibrateRegion).toHaveBeenCalledWith('region-detail');
    });
  },
};

/** Read-only: the state, without the button to change it. */
export const LectureSeule: Story = {
  name: 'Lecture seule',
  args: { isReadOnly: true },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('l’état est dit, sans bouton', async () => {
      await expect(canvas.getByRole('region', { name: 'Échelle' })).toHaveTextContent('Non étalonné');
      await expect(canvas.queryByRole('button')).toBeNull();
    });
  },
};
