import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import type { Localisation } from '../../../src/domain/takeoff/types';
import {
  LocalisationControl,
  LocalisationDialog,
  LocalisationFields,
} from '../../../src/screens/Workspace/Localisation';

const suggestions = {
  levels: ['R+1', 'R+2', 'RDC', 'Sous-sol'],
  zones: ['Ch. 142', 'Ch. 143', 'Ch. 144', 'Circulation', 'Sanitaires'],
};

/** The control holding its value, as the sheet's atom does. */
function Control({ initial, defaultOpen = false }: { initial: Localisation | undefined; defaultOpen?: boolean }) {
  const [value, setValue] = useState(initial);
  return <LocalisationControl value={value} suggestions={suggestions} onChange={setValue} defaultOpen={defaultOpen} />;
}

const meta = {
  title: 'Screens/Workspace/Localisation',
  component: LocalisationControl,
  args: { value: undefined, suggestions, onChange: fn() },
  parameters: { layout: 'padded', viewport: { width: 720, height: 560 } },
} satisfies Meta<typeof LocalisationControl>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No current localisation: new measurements get none. */
export const SansLocalisation: Story = {};

/** The current zone, shown beside the tools, given to every new measurement. */
export const ZoneCourante: Story = {
  render: () => <Control initial={{ level: 'R+1', zone: 'Ch. 144' }} />,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('la localisation courante se lit sur le bouton', async () => {
      await expect(canvas.getByRole('button', { name: /Niveau R\+1 · Ch\. 144/ })).toBeVisible();
    });
  },
};

/** The dialog that changes it: level and zone with the project's suggestions. */
export const ChangerLaZone: Story = {
  render: () => <Control initial={{ level: 'R+1', zone: 'Ch. 144' }} />,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await step('ouvrir, taper le local suivant, appliquer au clavier', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /Localisation/ }));
      const zone = await body.findByRole('combobox', { name: 'Local ou zone' });
      await expect(zone).toHaveValue('Ch. 144');
      await userEvent.clear(zone);
      await userEvent.type(zone, 'Ch. 145{Enter}');
      await expect(canvas.getByRole('button', { name: /Niveau R\+1 · Ch\. 145/ })).toBeVisible();
    });
    await step('le dialogue rouvert, tel qu’on le voit', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /Localisation/ }));
      await expect(await body.findByRole('dialog', { name: 'Localisation' })).toBeVisible();
    });
  },
};

/** A selection localised at once (one undo step): a field left as it is keeps each measurement's value. */
export const LocaliserLaSelection: Story = {
  render: () => (
    <LocalisationDialog
      isOpen
      onOpenChange={() => undefined}
      mode="selection"
      values={[{ level: 'R+1', zone: 'Ch. 142' }, { level: 'R+1', zone: 'Ch. 143' }, { level: 'R+1' }]}
      suggestions={suggestions}
      onSubmit={fn()}
    />
  ),
  play: async ({ canvasElement, step }) => {
    const body = within(canvasElement.ownerDocument.body);
    await step('le niveau commun est rempli, les locaux différents restent à garder', async () => {
      await expect(await body.findByRole('dialog', { name: 'Localiser 3 mesures' })).toBeVisible();
      await expect(body.getByRole('combobox', { name: 'Niveau' })).toHaveValue('R+1');
      await expect(body.getByRole('combobox', { name: 'Local ou zone' })).toHaveValue('');
    });
  },
};

/** The properties panel's fields for one measurement, and « Localiser d’après les surfaces ». */
export const DansLesProprietes: Story = {
  render: () => (
    <div style={{ maxWidth: 360 }}>
      <LocalisationFields
        values={[{ level: 'R+1', zone: 'Ch. 144' }]}
        suggestions={suggestions}
        onChange={fn()}
        onLocaliseFromSurfaces={fn()}
      />
    </div>
  ),
};

/** Several measurements in different rooms: the zone says so. */
export const ProprietesMelangees: Story = {
  render: () => (
    <div style={{ maxWidth: 360 }}>
      <LocalisationFields
        values={[
          { level: 'R+1', zone: 'Ch. 144' },
          { level: 'R+1', zone: 'Ch. 145' },
        ]}
        suggestions={suggestions}
        onChange={fn()}
        onLocaliseFromSurfaces={fn()}
      />
    </div>
  ),
};
