import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { TextField } from './TextField';

describe('TextField', () => {
  it('is labelled, takes typed text and reports each change', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<TextField label="Prénom" onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Prénom' });
    await user.type(input, 'Léa');
    expect(input).toHaveValue('Léa');
    expect(onChange).toHaveBeenLastCalledWith('Léa');
  });

  it('passes type, autocomplete, placeholder and name to the input', () => {
    render(
      <TextField
        label="Adresse email"
        type="email"
        autoComplete="email"
        name="email"
        placeholder="prenom.nom@exemple.fr"
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Adresse email' });
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('autocomplete', 'email');
    expect(input).toHaveAttribute('name', 'email');
    expect(input).toHaveAttribute('placeholder', 'prenom.nom@exemple.fr');
  });

  it('links the description to the input', () => {
    render(<TextField label="Téléphone" type="tel" description="Format : 06 12 34 56 78" />);
    expect(screen.getByRole('textbox', { name: 'Téléphone' })).toHaveAccessibleDescription('Format : 06 12 34 56 78');
  });

  it('marks a required field visibly and for assistive technology', () => {
    render(<TextField label="Adresse email" isRequired />);
    const input = screen.getByRole('textbox', { name: 'Adresse email (obligatoire)' });
    expect(input).toBeRequired();
    expect(screen.getByText('(obligatoire)')).toBeVisible();
  });

  it('shows the French error under an invalid field and describes the input with it', () => {
    render(<TextField label="Adresse email" isInvalid errorMessage="L’email est invalide" defaultValue="lea@" />);
    const input = screen.getByRole('textbox', { name: 'Adresse email' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('data-invalid', 'true');
    expect(input).toHaveAccessibleDescription('L’email est invalide');
  });

  it('does not show the error message while valid', () => {
    render(<TextField label="Adresse email" errorMessage="L’email est invalide" />);
    expect(screen.queryByText('L’email est invalide')).not.toBeInTheDocument();
  });

  it('cannot be edited when disabled', async () => {
    const onChange = vi.fn();
    render(<TextField label="Entreprise" isDisabled onChange={onChange} />);
    const input = screen.getByRole('textbox', { name: 'Entreprise' });
    expect(input).toBeDisabled();
    await userEvent.type(input, 'Metr');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('renders a textarea when multiline, and a masked input for passwords', () => {
    const { container } = render(
      <>
        <TextField label="Votre message" multiline rows={6} />
        <TextField label="Mot de passe" type="password" placeholder="8 caractères minimum" />
      </>,
    );
    const area = screen.getByRole('textbox', { name: 'Votre message' });
    expect(area.tagName).toBe('TEXTAREA');
    expect(area).toHaveAttribute('rows', '6');
    expect(area).not.toHaveAttribute('type');
    expect(container.querySelector('input[type="password"]')).toHaveAttribute('placeholder', '8 caractères minimum');
  });

  it('shows a Form error on submit and lets the caller move focus to the field (aria validation)', async () => {
    function SignUp() {
      const [errors, setErrors] = useState<Record<string, string>>({});
      return (
        <Form
          validationBehavior="aria"
          validationErrors={errors}
          onSubmit={(e) => {
            e.preventDefault();
            const email = e.currentTarget.elements.namedItem('email') as HTMLInputElement;
            if (!email.value.includes('@')) {
              setErrors({ email: 'L’email est invalide' });
              email.focus();
            }
          }}
        >
          <TextField label="Adresse email" name="email" type="email" />
          <button type="submit">Créer mon compte</button>
        </Form>
      );
    }
    const user = userEvent.setup();
    render(<SignUp />);
    const input = screen.getByRole('textbox', { name: 'Adresse email' });
    await user.type(input, 'lea');
    await user.click(screen.getByRole('button', { name: 'Créer mon compte' }));
    expect(input).toHaveFocus();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('L’email est invalide');
    // react-aria clears a Form's server error once the edit is committed (on blur).
    await user.type(input, '@metr.fr');
    await user.tab();
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('moves between fields with Tab', async () => {
    const user = userEvent.setup();
    render(
      <>
        <TextField label="Prénom" />
        <TextField label="Nom" />
      </>,
    );
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Prénom' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('textbox', { name: 'Nom' })).toHaveFocus();
  });
});
