import { describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Register, emptyRegisterValues, type RegisterProps, type RegisterValues } from './Register';

function Harness(props: Partial<RegisterProps> & { initial?: RegisterValues }) {
  const [values, setValues] = useState(props.initial ?? emptyRegisterValues);
  return (
    <Register
      homeHref="/"
      loginHref="https://app.metr.fr"
      privacyHref="/privacy"
      onSubmit={vi.fn()}
      onSuccessClose={vi.fn()}
      {...props}
      values={values}
      onChange={setValues}
    />
  );
}

const setup = (props: Partial<RegisterProps> & { initial?: RegisterValues } = {}) => render(<Harness {...props} />);

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const submit = () => screen.getByRole('button', { name: 'Créer mon accès bêta' });

/** Types into the four fields, in their order. */
async function fill(values: { lastName: string; firstName: string; phone: string; email: string }) {
  await userEvent.type(field(/^Nom/), values.lastName);
  await userEvent.type(field(/^Prénom/), values.firstName);
  await userEvent.type(field(/^Téléphone/), values.phone);
  await userEvent.type(field(/^Email/), values.email);
}

describe('Register', { timeout: 15_000 }, () => {
  it('has the four required fields with their types and autocomplete, and the two links', () => {
    setup();
    expect(field(/^Nom/)).toHaveAttribute('autocomplete', 'family-name');
    expect(field(/^Prénom/)).toHaveAttribute('autocomplete', 'given-name');
    expect(field(/^Téléphone/)).toHaveAttribute('type', 'tel');
    expect(field(/^Téléphone/)).toHaveAttribute('autocomplete', 'tel');
    expect(field(/^Email/)).toHaveAttribute('type', 'email');
    expect(field(/^Email/)).toHaveAttribute('autocomplete', 'email');
    for (const name of [/^Nom/, /^Prénom/, /^Téléphone/, /^Email/]) expect(field(name)).toBeRequired();
    expect(screen.getByRole('link', { name: 'Retour au site' })).toHaveAttribute('href', '/');
    const login = screen.getByRole('link', { name: 'Se connecter (nouvelle fenêtre)' });
    expect(login).toHaveAttribute('href', 'https://app.metr.fr');
    expect(login).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Politique de confidentialité' })).toHaveAttribute('href', '/privacy');
  });

  it('keeps the honeypot out of the accessibility tree and of the tab order', () => {
    const { container } = setup();
    const honeypot = container.querySelector<HTMLInputElement>('input[name="website"]');
    expect(honeypot).not.toBeNull();
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getAllByRole('textbox')).toHaveLength(4);
  });

  it('empty fields: « Merci de remplir tous les champs » under each, focus on the first, no submit', async () => {
    const onSubmit = vi.fn();
    setup({ onSubmit });
    await userEvent.type(field(/^Prénom/), 'Claire');
    await userEvent.click(submit());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(field(/^Nom/)).toHaveFocus();
    expect(field(/^Nom/)).toHaveAccessibleDescription(/Merci de remplir tous les champs/);
    expect(field(/^Nom/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^Prénom/)).not.toHaveAttribute('aria-invalid');
    expect(field(/^Prénom/)).toHaveValue('Claire');
  });

  it('a link in a name: its own message under the field before anything is sent, focus on it', async () => {
    const onSubmit = vi.fn();
    setup({ onSubmit });
    await fill({
      lastName: 'Durand',
      firstName: 'Luc rendez-vous sur www.arnaque-metr.fr',
      phone: '06 01 02 03 04',
      email: 'luc@example.fr',
    });
    await userEvent.click(submit());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(field(/^Prénom/)).toHaveFocus();
    expect(field(/^Prénom/)).toHaveAccessibleDescription(/ne peut pas contenir d’adresse web ni d’email/);
    expect(field(/^Nom/)).not.toHaveAttribute('aria-invalid');
  });

  it('lets the browser check the fields first: no novalidate on the form', () => {
    const { container } = setup();
    expect(container.querySelector('form')).not.toHaveAttribute('novalidate');
  });

  it('a malformed email is stopped by the browser’s own check, told in French under the field', async () => {
    const onSubmit = vi.fn();
    setup({ onSubmit });
    await fill({ lastName: 'Durand', firstName: 'Claire', phone: '06 12 34 56 78', email: 'claire@' });
    await userEvent.click(submit());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(field(/^Email/)).toHaveFocus();
    expect(field(/^Email/)).toHaveAccessibleDescription(/L’email est invalide/);
    expect(field(/^Email/)).toHaveValue('claire@');
  });

  it('what the browser lets through gets the shared schema’s messages: spaces only, an unreadable phone', async () => {
    const onSubmit = vi.fn();
    setup({ onSubmit });
    await fill({ lastName: '   ', firstName: 'Claire', phone: '12', email: 'claire@bet-durand.fr' });
    await userEvent.click(submit());
    expect(onSubmit).not.toHaveBeenCalled();
    expect(field(/^Nom/)).toHaveFocus();
    expect(field(/^Nom/)).toHaveAccessibleDescription(/Merci de remplir tous les champs/);
    expect(field(/^Téléphone/)).toHaveAccessibleDescription(/Le numéro de téléphone est invalide/);
    expect(field(/^Téléphone/)).toHaveValue('12');
  });

  it('refuses invisible characters and digits in the names with the server’s own messages', async () => {
    const onSubmit = vi.fn();
    setup({
      onSubmit,
      initial: { nom: 'Du\u202erand', prenom: 'Jean2', tel: '06 12 34 56 78', mail: 'jean@example.fr', website: '' },
    });
    await userEvent.click(submit());
    expect(field(/^Nom/)).toHaveFocus();
    expect(field(/^Nom/)).toHaveAccessibleDescription(/Ce champ contient des caractères non autorisés/);
    expect(field(/^Prénom/)).toHaveAccessibleDescription(
      /Ce champ n’accepte que des lettres, des espaces, des apostrophes, des points et des traits d’union/,
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the trimmed payload, without the honeypot when it is empty', async () => {
    const onSubmit = vi.fn();
    setup({ onSubmit });
    await fill({ lastName: ' Durand ', firstName: 'Claire', phone: '06 12 34 56 78', email: 'claire@bet-durand.fr' });
    await userEvent.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      nom: 'Durand',
      prenom: 'Claire',
      tel: '06 12 34 56 78',
      mail: 'claire@bet-durand.fr',
    });
  });

  it('while pending: the button reads « Création… », is disabled for presses and does not submit again', async () => {
    const onSubmit = vi.fn();
    setup({
      onSubmit,
      isPending: true,
      initial: { nom: 'Durand', prenom: 'Claire', tel: '0612345678', mail: 'c@d.fr', website: '' },
    });
    const button = screen.getByRole('button', { name: 'Création…' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows a form-level error in an alert and server field errors under the fields', () => {
    setup({
      errorMessage: 'Une erreur est survenue lors de l’envoi. Veuillez réessayer.',
      serverErrors: { mail: 'L’email est invalide' },
    });
    expect(within(screen.getByRole('alert')).getByText(/Une erreur est survenue/)).toBeInTheDocument();
    expect(field(/^Email/)).toHaveAccessibleDescription(/L’email est invalide/);
    expect(field(/^Email/)).toHaveFocus();
  });

  it('the success dialog closes with « Continuer » and with Escape, calling onSuccessClose each time', async () => {
    const onSuccessClose = vi.fn();
    const { rerender } = setup({ isSuccessOpen: true, onSuccessClose });
    const dialog = screen.getByRole('alertdialog', { name: 'Inscription envoyée' });
    expect(dialog).toHaveAccessibleDescription(
      'Merci pour votre inscription au programme bêta. Nous vous recontacterons très vite.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(onSuccessClose).toHaveBeenCalledTimes(1);
    rerender(<Harness isSuccessOpen onSuccessClose={onSuccessClose} />);
    await userEvent.keyboard('{Escape}');
    expect(onSuccessClose).toHaveBeenCalledTimes(2);
  });
});
