import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CadModelState } from '../../../../src/screens/Workspace/Cad';

const meta = {
  title: 'Screens/Workspace/Cad/CadModelState',
  component: CadModelState,
  args: { status: 'loading' },
  render: (args) => (
    // A side panel's width.
    <div style={{ maxWidth: 'var(--metr-size-panel)' }}>
      <CadModelState {...args} />
    </div>
  ),
  parameters: { viewport: { width: 420, height: 320 } },
} satisfies Meta<typeof CadModelState>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The « CAO » tab as a CAD sheet opens: its blocks and layers being read, said politely. */
export const Lecture: Story = {
  name: 'Lecture du dessin',
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent('Lecture des blocs et des calques du dessin…');
  },
};

/** The drawing's model missing or unreadable here: the tab says so and what to do; the plan stays measurable. */
export const Illisible: Story = {
  name: 'Blocs et calques illisibles',
  args: { status: 'unreadable' },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Blocs et calques illisibles');
    await expect(alert).toHaveTextContent('Le plan reste affiché et mesurable');
    await expect(alert).toHaveTextContent('importez à nouveau le fichier DXF ou DWG');
  },
};

/** A colleague's drawing in a shared project whose model the server could not send: the tab says why and when to retry. */
export const NonRecu: Story = {
  name: 'Blocs et calques pas encore reçus',
  args: { status: 'unreceived' },
  play: async ({ canvasElement }) => {
    // A warning, said politely: the plan is there, the panels will come.
    const alert = within(canvasElement).getByRole('status');
    await expect(alert).toHaveTextContent('Blocs et calques pas encore reçus');
    await expect(alert).toHaveTextContent('importé par un membre de l’équipe');
    await expect(alert).toHaveTextContent('rouvrez ce plan une fois la connexion revenue');
  },
};
