import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProjectFormDialog, emptyProjectForm } from './ProjectFormDialog';

describe('ProjectFormDialog', () => {
  it('checks on submit: French messages under the fields, focus on the first, nothing sent', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <ProjectFormDialog
        isOpen
        mode="create"
        initialValues={emptyProjectForm}
        onSubmit={onSubmit}
        onCancel={vi.fn()}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Nouveau projet' });
    await user.type(within(dialog).getByRole('textbox', { name: /Client/ }), 'A');
    await user.click(within(dialog).getByRole('button', { name: 'Créer le projet' }));
    expect(within(dialog).getByText('Le nom du projet est requis (3 caractères minimum)')).toBeInTheDocument();
    expect(within(dialog).getByText('Le client est requis')).toBeInTheDocument();
    expect(within(dialog).getByText('La typologie est requise')).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /Nom du projet/ })).toHaveFocus());
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('has the name focused from its first render, and never takes the focus back from a field a person moved to', async () => {
    const user = userEvent.setup();
    render(
      <ProjectFormDialog isOpen mode="create" initialValues={emptyProjectForm} onSubmit={vi.fn()} onCancel={vi.fn()} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Nouveau projet' });
    const name = within(dialog).getByRole('textbox', { name: /Nom du projet/ });
    const client = within(dialog).getByRole('textbox', { name: /Client/ });
    expect(name).toHaveFocus();
    // A person goes to the client at once (Tab, a press): a few frames later, their keys are still in that field.
    client.focus();
    await new Promise((resolve) => setTimeout(resolve, 100));
    await user.keyboard('Habitat 49');
    expect(client).toHaveValue('Habitat 49');
    expect(name).toHaveValue('');
  });

  it('sends trimmed values with the typology’s id, the optional fields left out', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <ProjectFormDialog
        isOpen
        mode="edit"
        initialValues={{ ...emptyProjectForm, type: 'tertiaire' }}
        onSubmit={onSubmit}
        onCancel={vi.fn()}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Modifier le projet' });
    // Pasted rather than typed key by key: the same change events, far fewer of them on a loaded machine.
    await user.click(within(dialog).getByRole('textbox', { name: /Nom du projet/ }));
    await user.paste('  Halle nord ');
    await user.click(within(dialog).getByRole('textbox', { name: /Client/ }));
    await user.paste('SCI Quai Ouest');
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({
      name: 'Halle nord',
      client: 'SCI Quai Ouest',
      type: 'tertiaire',
    });
  });

  it('asks the nature of works apart from the typology, and sends its id; réhabilitation is not a typology', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(
      <ProjectFormDialog
        isOpen
        mode="edit"
        initialValues={{ ...emptyProjectForm, name: 'Hôpital nord', client: 'CHU', type: 'sante' }}
        onSubmit={onSubmit}
        onCancel={vi.fn()}
      />,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Modifier le projet' });
    await user.click(within(dialog).getByRole('button', { name: /Typologie/ }));
    const typologies = screen.getAllByRole('option').map((o) => o.textContent);
    expect(typologies).toEqual(expect.arrayContaining(['Santé', 'Enseignement', 'Logement collectif', 'Bureaux']));
    expect(typologies).not.toContain('Réhabilitation');
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: /Nature des travaux/ }));
    await user.click(screen.getByRole('option', { name: 'Réhabilitation' }));
    await user.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ type: 'sante', worksNature: 'rehabilitation' });
  });

  it('keeps everything typed when the save fails, and shows why', async () => {
    render(
      <ProjectFormDialog
        isOpen
        mode="edit"
        initialValues={{ ...emptyProjectForm, name: 'Halle nord', client: 'SCI', type: 'tertiaire' }}
        onSubmit={vi.fn()}
        onCancel={vi.fn()}
        errorMessage="Le stockage est plein."
      />,
    );
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Le stockage est plein.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Nom du projet/ })).toHaveValue('Halle nord');
  });
});
