import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ProjectFormDialog, emptyProjectForm } from '../../src/screens/Workspace/Projects/ProjectFormDialog';
import { phoneAt } from '../viewports';
import { tilleuls } from './project-story-data';

const meta = {
  title: 'Screens/Workspace/ProjectForm',
  component: ProjectFormDialog,
  args: {
    isOpen: true,
    mode: 'create',
    initialValues: emptyProjectForm,
    onSubmit: fn(),
    onCancel: fn(),
  },
  parameters: { layout: 'fullscreen', viewport: { width: 1024, height: 900 } },
} satisfies Meta<typeof ProjectFormDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A project with what the form requires, and its nature of works. */
const halleNord = {
  ...emptyProjectForm,
  name: 'Halle nord',
  client: 'SCI Quai Ouest',
  type: 'industrie-logistique',
  worksNature: 'rehabilitation',
};

/** The creation dialog, once open. */
async function newProjectDialog() {
  return within(await screen.findByRole('dialog', { name: 'Nouveau projet' }));
}

export const Create: Story = {
  play: async ({ step }) => {
    await step('le nom a le focus à l’ouverture', async () => {
      const form = await newProjectDialog();
      await waitFor(() => expect(form.getByRole('textbox', { name: /Nom du projet/ })).toHaveFocus());
    });
  },
};

export const Invalid: Story = {
  play: async ({ args, step }) => {
    const form = await newProjectDialog();
    await step('envoyer vide\u00a0: un message sous chaque champ, le focus sur le premier', async () => {
      await userEvent.type(form.getByRole('textbox', { name: /Nom du projet/ }), 'AB');
      await userEvent.click(form.getByRole('button', { name: 'Créer le projet' }));
      await waitFor(() => expect(form.getByText('Le nom du projet est requis (3 caractères minimum)')).toBeVisible());
      await waitFor(() => expect(form.getByText('Le client est requis')).toBeVisible());
      await waitFor(() => expect(form.getByText('La typologie est requise')).toBeVisible());
      await waitFor(() => expect(form.getByRole('textbox', { name: /Nom du projet/ })).toHaveFocus());
      await waitFor(() => expect(args.onSubmit).not.toHaveBeenCalled());
    });
  },
};

export const ValidSubmit: Story = {
  play: async ({ args, step }) => {
    const form = await newProjectDialog();
    await step('au clavier\u00a0: nom, client, typologie', async () => {
      await userEvent.type(form.getByRole('textbox', { name: /Nom du projet/ }), '  Résidence Les Tilleuls ');
      await userEvent.type(form.getByRole('textbox', { name: /Client/ }), 'Habitat 49');
      form.getByRole('button', { name: /Typologie/ }).focus();
      await userEvent.keyboard('{ArrowDown}');
      await userEvent.click(await screen.findByRole('option', { name: 'Logement collectif' }));
      // The list closes on the choice; the form is sent only once it has (as a person would see it close).
      await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
      await waitFor(() =>
        expect(form.getByRole('button', { name: /Typologie/ })).toHaveTextContent('Logement collectif'),
      );
      await userEvent.click(form.getByRole('button', { name: 'Créer le projet' }));
    });
    await step('les valeurs sont envoyées nettoyées, les champs facultatifs absents', async () => {
      await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
      const fields = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0]?.[0] as Record<string, unknown>;
      await waitFor(() => expect(fields.name).toBe('Résidence Les Tilleuls'));
      await waitFor(() => expect(fields.client).toBe('Habitat 49'));
      await waitFor(() => expect(fields.type).toBe('logement-collectif'));
      await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    });
  },
};

export const Edit: Story = {
  args: {
    mode: 'edit',
    initialValues: tilleuls,
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Modifier le projet' });
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /Client/ })).toHaveValue('Habitat 49'));
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Enregistrer' })).toBeVisible());
  },
};

/** The typology says what is built, the nature of works what is done to it: « Réhabilitation » is chosen here. */
export const NatureDesTravaux: Story = {
  args: { mode: 'edit', initialValues: { ...halleNord, worksNature: null } },
  play: async ({ args, step }) => {
    const dialog = within(await screen.findByRole('dialog', { name: 'Modifier le projet' }));
    await step('au clavier : la nature des travaux, à part de la typologie', async () => {
      dialog.getByRole('button', { name: /Nature des travaux/ }).focus();
      await userEvent.keyboard('{ArrowDown}');
      await userEvent.click(await screen.findByRole('option', { name: 'Réhabilitation' }));
      await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
      await waitFor(() =>
        expect(dialog.getByRole('button', { name: /Nature des travaux/ })).toHaveTextContent('Réhabilitation'),
      );
      await waitFor(() =>
        expect(dialog.getByRole('button', { name: /Typologie/ })).toHaveTextContent('Industrie, logistique'),
      );
    });
    await step('l’identifiant de la nature est envoyé', async () => {
      await userEvent.click(dialog.getByRole('button', { name: 'Enregistrer' }));
      await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1));
      const fields = (args.onSubmit as ReturnType<typeof fn>).mock.calls[0]?.[0] as Record<string, unknown>;
      await waitFor(() => expect(fields.worksNature).toBe('rehabilitation'));
    });
  },
};

export const SaveFailed: Story = {
  args: {
    mode: 'edit',
    initialValues: halleNord,
    errorMessage: 'Cette modification a changé entre-temps. Rechargez le projet pour continuer.',
  },
};

export const Pending: Story = {
  args: {
    initialValues: halleNord,
    isPending: true,
  },
};

export const Mobile: Story = {
  args: { initialErrors: { name: 'Le nom du projet est requis (3 caractères minimum)' } },
  parameters: phoneAt(900),
};
