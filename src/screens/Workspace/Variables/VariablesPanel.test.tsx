import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sampleVariable } from '../../../domain/library/testing/sample';
import { VariablesPanel } from './VariablesPanel';

const variables = [
  { row: sampleVariable('EP', 20, 'cm'), usedBy: 1 },
  { row: sampleVariable('HSP', 2.5, 'm'), usedBy: 2 },
];

function setup(list = variables) {
  const handlers = { onCreate: vi.fn(), onUpdate: vi.fn(), onDelete: vi.fn() };
  render(<VariablesPanel variables={list} {...handlers} />);
  return handlers;
}

describe('VariablesPanel', { timeout: 60_000 }, () => {
  it('lists the variables with their values as typed and how many formulas use them', () => {
    setup();
    const table = screen.getByRole('table', { name: 'Variables du projet' });
    const hsp = within(table).getByRole('rowheader', { name: 'HSP' }).closest('tr') as HTMLElement;
    expect(hsp.textContent).toContain('2,50');
    expect(hsp.textContent).toContain('Utilisée par 2 formule(s)');
  });

  it('adds a variable typed with a comma; refuses a name taken, reserved or malformed, a value, a unit', async () => {
    const user = userEvent.setup();
    const { onCreate } = setup();
    const add = () => user.click(screen.getByRole('button', { name: 'Ajouter la variable' }));
    const fields = () => screen.getAllByRole('textbox');
    const [name, value, unit] = fields().slice(-3) as [HTMLElement, HTMLElement, HTMLElement];
    await user.type(name, 'hsp');
    await user.type(value, 'deux');
    await add();
    expect(screen.getByText('Une variable porte déjà ce nom')).toBeInTheDocument();
    expect(screen.getByText(/n’est pas un nombre/)).toBeInTheDocument();
    await waitFor(() => expect(name).toHaveFocus());
    await user.clear(name);
    await user.type(name, 'L');
    await add();
    expect(screen.getByText(/Ce nom est réservé/)).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, 'DENS');
    await user.clear(value);
    await user.type(value, '2,4');
    await user.clear(unit);
    await user.type(unit, 'pouces');
    await add();
    expect(screen.getByText(/Unité inconnue/)).toBeInTheDocument();
    await user.clear(unit);
    await user.type(unit, 't/m³');
    await add();
    expect(onCreate).toHaveBeenCalledWith({ name: 'DENS', value: 2.4, unit: 't/m³' });
  });

  it('edits in place and deletes', async () => {
    const user = userEvent.setup();
    const { onUpdate, onDelete } = setup();
    await user.click(screen.getByRole('button', { name: 'Modifier HSP' }));
    const value = screen.getByDisplayValue('2,50');
    await user.clear(value);
    await user.type(value, '2,70');
    await user.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(onUpdate).toHaveBeenCalledWith('var-HSP', { name: 'HSP', value: 2.7, unit: 'm' });
    await user.click(screen.getByRole('button', { name: 'Supprimer EP' }));
    expect(onDelete).toHaveBeenCalledWith('var-EP');
  });

  it('says what a variable is for when there is none', () => {
    setup([]);
    expect(screen.getByText(/Aucune variable/)).toBeInTheDocument();
  });
});
