import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CadScaleNotice } from '../../../../src/screens/Workspace/Cad';
import { CalibrationStatus } from '../../../../src/screens/Workspace/Measure';
import { POINT_METRES } from '../../../../src/domain/cad/types';

const meta = {
  title: 'Screens/Workspace/Cad/CadScaleNotice',
  component: CadScaleNotice,
  args: { unit: 'mm', unitSource: 'file', denominator: 100, fileName: 'R+1 – plan des cloisons.dxf' },
  render: (args) => (
    <div style={{ maxWidth: 'var(--metr-size-panel)' }}>
      <CadScaleNotice {...args} />
    </div>
  ),
} satisfies Meta<typeof CadScaleNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The unit given by the file's $INSUNITS: said, with the scale the sheet is drawn at. */
export const UniteDuFichier: Story = {
  name: 'Unité donnée par le fichier',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const notice = canvas.getByRole('region', { name: 'Échelle du fichier' });
    await expect(notice).toHaveTextContent('Échelle du fichier : 1 unité = 1 mm');
    await expect(notice).toHaveTextContent('Dessinée au 1:100, unité donnée par « R+1 – plan des cloisons.dxf ».');
    await expect(notice).not.toHaveTextContent('Non étalonné');
  },
};

/** A file without units: the person's answer at import, in inches. */
export const UniteChoisie: Story = {
  name: 'Unité choisie à l’import',
  args: { unit: 'inch', unitSource: 'person', denominator: 50 },
  play: async ({ canvasElement }) => {
    const notice = within(canvasElement).getByRole('region', { name: 'Échelle du fichier' });
    await expect(notice).toHaveTextContent('Échelle du fichier : 1 unité = 1 pouce (25,4 mm)');
    await expect(notice).toHaveTextContent('Dessinée au 1:50, unité choisie à l’import.');
  },
};

/** Where the sheet's scale is shown beside the plan: the file's scale, nothing to calibrate. */
export const DansLeStatutDeLechelle: Story = {
  name: 'Dans le statut d’échelle',
  render: () => (
    <div style={{ maxWidth: 'var(--metr-size-panel)' }}>
      <CalibrationStatus
        scales={{
          default: {
            metresPerUnit: POINT_METRES * 100,
            source: { kind: 'file', unit: 'mm', unitSource: 'file', denominator: 100 },
          },
          regions: [],
        }}
        onCalibrate={() => undefined}
      />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('region', { name: 'Échelle' });
    await expect(status).toHaveTextContent('Échelle du fichier : 1 unité = 1 mm');
    await expect(status).not.toHaveTextContent('Non étalonné');
    await expect(canvas.queryByRole('button', { name: 'Étalonner' })).not.toBeInTheDocument();
  },
};
