import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Input, TextField } from 'react-aria-components';
import { Description, FieldError, Label } from './Field';
import { inputStyle } from './Field.css';

describe('Field parts', () => {
  it('associate label, description and error with the control', () => {
    render(
      <TextField isInvalid isRequired>
        <Label isRequired>Adresse email</Label>
        <Description>Nous n’envoyons jamais de publicité.</Description>
        <Input className={inputStyle} />
        <FieldError>L’email est invalide</FieldError>
      </TextField>,
    );
    const input = screen.getByRole('textbox', { name: 'Adresse email (obligatoire)' });
    expect(input).toHaveAccessibleDescription('Nous n’envoyons jamais de publicité. L’email est invalide');
    expect(input).toHaveAttribute('data-invalid', 'true');
    expect(input).toHaveClass(inputStyle);
  });

  it('draws a decorative alert icon next to the message', () => {
    render(
      <TextField isInvalid>
        <Label>Téléphone</Label>
        <Input />
        <FieldError>Le numéro est incomplet</FieldError>
      </TextField>,
    );
    const message = screen.getByText('Le numéro est incomplet');
    const icon = message.parentElement?.querySelector('svg');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
  });

  it('renders nothing while the field is valid', () => {
    render(
      <TextField>
        <Label>Téléphone</Label>
        <Input />
        <FieldError>Le numéro est incomplet</FieldError>
      </TextField>,
    );
    expect(screen.queryByText('Le numéro est incomplet')).not.toBeInTheDocument();
  });

  it('falls back to the validation errors, or computes the message from them', async () => {
    const user = userEvent.setup();
    render(
      <>
        <TextField validate={(v) => (v.length < 3 ? 'Trois caractères minimum' : null)} validationBehavior="aria">
          <Label>Ville</Label>
          <Input />
          <FieldError />
        </TextField>
        <TextField validate={(v) => (v ? null : 'vide')} validationBehavior="aria" defaultValue="">
          <Label>Pays</Label>
          <Input />
          <FieldError>{({ validationErrors }) => `Erreur\u00a0: ${validationErrors.join(', ')}`}</FieldError>
        </TextField>
      </>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Ville' }), 'Ly');
    expect(screen.getByText('Trois caractères minimum')).toBeInTheDocument();
    expect(screen.getByText(/vide$/).textContent).toBe('Erreur\u00a0: vide');
  });
});
