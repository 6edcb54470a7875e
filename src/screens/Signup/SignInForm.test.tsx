import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nProvider } from 'react-aria-components';
import { SignInForm, type SignInError } from './SignInForm';

/** The owner's part: it answers every valid submit with `answer` (no account, a storage failure). */
function Harness({ answer, onSubmit }: { answer: SignInError | null; onSubmit: (email: string) => void }) {
  const [values, setValues] = useState({ email: '' });
  const [error, setError] = useState<SignInError | null>(null);
  return (
    <I18nProvider locale="fr-FR">
      <SignInForm
        values={values}
        onChange={(next) => {
          setValues(next);
          setError(null);
        }}
        onSubmit={({ email }) => {
          onSubmit(email);
          setError(answer && { ...answer });
        }}
        error={error}
        onSignUp={() => undefined}
      />
      <button type="button">ailleurs</button>
    </I18nProvider>
  );
}

describe('SignInForm', () => {
  it('checks the address on submit with the sign-up’s messages, and hands on a valid one only', async () => {
    const onSubmit = vi.fn();
    const user = userEvent.setup();
    render(<Harness answer={null} onSubmit={onSubmit} />);
    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(email).toHaveAccessibleDescription(expect.stringContaining('L’email est requis'));
    await waitFor(() => expect(email).toHaveFocus());
    await user.type(email, 'camille');
    // A corrected field loses its message at once.
    expect(email).not.toHaveAttribute('aria-invalid');
    await user.keyboard('{Enter}');
    expect(email).toHaveAccessibleDescription(expect.stringContaining('L’email est invalide'));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.type(email, '@metr.fr{Enter}');
    expect(onSubmit).toHaveBeenCalledWith('camille@metr.fr');
  });

  it('an unknown address, answered twice: the message under the field and the focus back on it each time', async () => {
    const user = userEvent.setup();
    render(<Harness answer={{ kind: 'unknownAccount' }} onSubmit={() => undefined} />);
    const email = screen.getByRole('textbox', { name: 'Email' });
    await user.type(email, 'dominique@metr.fr');
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() => expect(email).toHaveFocus());
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(
      expect.stringContaining('Aucun compte n’existe avec cet email sur cet appareil.'),
    );
    await user.click(screen.getByRole('button', { name: 'ailleurs' }));
    await user.click(screen.getByRole('button', { name: 'Se connecter' }));
    await waitFor(() => expect(email).toHaveFocus());
  });

  it('a storage failure is an alert above the field, its French message given by the owner', async () => {
    const user = userEvent.setup();
    render(
      <Harness
        answer={{ kind: 'storage', message: 'Le stockage local de votre navigateur n’est pas disponible.' }}
        onSubmit={() => undefined}
      />,
    );
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'camille@metr.fr{Enter}');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('La connexion a échoué');
    expect(alert).toHaveTextContent('Le stockage local de votre navigateur n’est pas disponible.');
    expect(screen.getByRole('textbox', { name: 'Email' })).not.toHaveAttribute('aria-invalid');
  });
});
