import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleVariable } from '../../../src/domain/library/testing/sample';
import { VariablesPanel } from '../../../src/screens/Workspace/Variables';

const meta = {
  title: 'Screens/Workspace/VariablesPanel',
  component: VariablesPanel,
  args: {
    variables: [
      { row: sampleVariable('EP', 20, 'cm'), usedBy: 1 },
      { row: sampleVariable('HSP', 2.5, 'm'), usedBy: 2 },
      { row: sampleVariable('DENS', 2.4, 't/m³'), usedBy: 0 },
    ],
    onCreate: fn(),
    onUpdate: fn(),
    onDelete: fn(),
  },
  parameters: { layout: 'padded', viewport: { width: 900, height: 700 } },
} satisfies Meta<typeof VariablesPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Variables: Story = {};

export const Aucune: Story = { args: { variables: [] } };

export const NomDejaPris: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('ajouter « hsp » : le nom est déjà pris', async () => {
      const [name, value] = canvas.getAllByRole('textbox').slice(-3) as [HTMLElement, HTMLElement];
      await userEvent.type(name, 'hsp');
      await userEvent.type(value, '2,7');
      await userEvent.click(canvas.getByRole('button', { name: 'Ajouter la variable' }));
      await expect(canvas.getByText('Une variable porte déjà ce nom')).toBeVisible();
      await expect(args.onCreate).not.toHaveBeenCalled();
    });
  },
};
