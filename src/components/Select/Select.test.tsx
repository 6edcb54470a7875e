import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Select, SelectItem } from './Select';
import { JOBS } from '../testing/jobs';

const trigger = () => screen.getByRole('button', { name: /Métier/ });

describe('Select', () => {
  it('shows the French placeholder by default and the given one otherwise', () => {
    const { rerender } = render(<Select label="Métier" items={JOBS} />);
    expect(trigger()).toHaveTextContent('Sélectionnez une option');
    rerender(<Select label="Métier" items={JOBS} placeholder="Sélectionnez votre métier" />);
    expect(trigger()).toHaveTextContent('Sélectionnez votre métier');
  });

  it('opens on click and selects an option', async () => {
    const onSelectionChange = vi.fn();
    const user = userEvent.setup();
    render(<Select label="Métier" items={JOBS} onSelectionChange={onSelectionChange} />);
    await user.click(trigger());
    const listbox = screen.getByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Économiste', 'Ingénieur', 'Architecte', 'Autre']);
    await user.click(within(listbox).getByRole('option', { name: 'Architecte' }));
    expect(onSelectionChange).toHaveBeenCalledWith('architecte');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(trigger()).toHaveTextContent('Architecte');
  });

  it('is operable with the keyboard: ArrowDown opens, Enter picks', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Select label="Métier" items={JOBS} onChange={onChange} />);
    await user.tab();
    expect(trigger()).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith('ingenieur');
    // react-aria gives the focus back once the popover has closed, in a later frame (seen late under load).
    await waitFor(() => expect(trigger()).toHaveFocus());
  });

  it('never offers an option whose id is empty (items)', async () => {
    const user = userEvent.setup();
    render(<Select label="Métier" items={[{ id: '', label: 'Aucun' }, ...JOBS]} />);
    await user.click(trigger());
    expect(screen.queryByRole('option', { name: 'Aucun' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('option')).toHaveLength(4);
  });

  it('never selects an option whose id is empty (children)', async () => {
    const onSelectionChange = vi.fn();
    const user = userEvent.setup();
    render(
      <Select label="Métier" onSelectionChange={onSelectionChange}>
        <SelectItem id="">Aucun</SelectItem>
        <SelectItem id="economiste">Économiste</SelectItem>
      </Select>,
    );
    await user.click(trigger());
    const empty = screen.getByRole('option', { name: 'Aucun' });
    expect(empty).toHaveAttribute('aria-disabled', 'true');
    await user.click(empty);
    expect(onSelectionChange).not.toHaveBeenCalled();
    // The list stays open on a disabled option; close it to read the trigger again.
    await user.keyboard('{Escape}');
    expect(trigger()).toHaveTextContent('Sélectionnez une option');
  });

  it('treats an empty selected key as no value', () => {
    render(
      <Select label="Métier" selectedKey="">
        <SelectItem id="">Aucun</SelectItem>
        <SelectItem id="economiste">Économiste</SelectItem>
      </Select>,
    );
    expect(trigger()).toHaveTextContent('Sélectionnez une option');
  });

  it('shows a controlled or default selection', () => {
    render(<Select label="Métier" items={JOBS} defaultSelectedKey="autre" />);
    expect(trigger()).toHaveTextContent('Autre');
  });

  it('submits the chosen id through the hidden native select', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <form>
        <Select label="Métier" items={JOBS} name="metier" />
      </form>,
    );
    await user.click(trigger());
    await user.click(screen.getByRole('option', { name: 'Économiste' }));
    const form = container.querySelector('form');
    expect(form && new FormData(form).get('metier')).toBe('economiste');
  });

  it('shows the French error and marks the field invalid', () => {
    const { container } = render(
      <Select label="Métier" items={JOBS} isInvalid errorMessage="Sélectionnez votre métier pour continuer" />,
    );
    expect(screen.getByText('Sélectionnez votre métier pour continuer')).toBeInTheDocument();
    expect(container.querySelector('[data-invalid]')).not.toBeNull();
    expect(trigger()).toHaveAccessibleDescription('Sélectionnez votre métier pour continuer');
  });

  it('links the description and marks required', () => {
    render(<Select label="Métier" items={JOBS} isRequired description="Pour adapter votre espace de travail" />);
    const button = screen.getByRole('button', { name: /Métier \(obligatoire\)/ });
    expect(button).toHaveAccessibleDescription('Pour adapter votre espace de travail');
  });

  it('does not open when disabled', async () => {
    render(<Select label="Métier" items={JOBS} isDisabled />);
    expect(trigger()).toBeDisabled();
    await userEvent.click(trigger());
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});
