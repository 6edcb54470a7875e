import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { Providers } from '../app/Providers';
import { REGISTER_ENDPOINT, RegisterRoute, formatWait, submitRegistration } from './RegisterRoute';

const payload = { nom: 'Durand', prenom: 'Claire', tel: '06 12 34 56 78', mail: 'claire@bet-durand.fr' };
const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

let info: ReturnType<typeof vi.spyOn>;
let error: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
  error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => vi.restoreAllMocks());

const logged = () => JSON.stringify([...info.mock.calls, ...error.mock.calls]);

describe('submitRegistration', () => {
  it('POSTs the JSON payload to the API and logs the body of an OK answer', async () => {
    const body = { ok: true, message: 'Merci pour votre inscription au programme bêta.' };
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(json(200, body));
    await expect(submitRegistration(payload, fetchImpl)).resolves.toEqual({ kind: 'success' });
    expect(fetchImpl).toHaveBeenCalledExactlyOnceWith(REGISTER_ENDPOINT, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(payload),
    });
    expect(REGISTER_ENDPOINT).toBe('/api/emails/register');
    expect(info).toHaveBeenCalledWith(expect.any(String), body);
  });

  it('a 500 is a failure, logged without personal data', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(json(500, { error: 'internal_error' }));
    await expect(submitRegistration(payload, fetchImpl)).resolves.toEqual({ kind: 'error' });
    expect(error).toHaveBeenCalledTimes(1);
    expect(logged()).not.toMatch(/Durand|Claire|claire@|06 12/);
  });

  it('a network error is a failure, logged without personal data', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(submitRegistration(payload, fetchImpl)).resolves.toEqual({ kind: 'error' });
    expect(error).toHaveBeenCalledTimes(1);
    expect(logged()).not.toMatch(/Durand|Claire|claire@/);
  });

  it('a 400 with field messages returns them for our four fields only', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(
      json(400, {
        error: 'invalid_fields',
        fields: { mail: 'L’email est invalide', extra: 'Ce champ n’est pas attendu' },
      }),
    );
    await expect(submitRegistration(payload, fetchImpl)).resolves.toEqual({
      kind: 'fieldErrors',
      errors: { mail: 'L’email est invalide' },
    });
  });

  it('a 400 without field messages is a plain failure', async () => {
    const fetchImpl = vi.fn<typeof fetch>().mockResolvedValue(json(400, { error: 'malformed_json', fields: {} }));
    await expect(submitRegistration(payload, fetchImpl)).resolves.toEqual({ kind: 'error' });
  });

  it('a 429 gives the wait, from the body or else Retry-After', async () => {
    const fromBody = vi.fn<typeof fetch>().mockResolvedValue(json(429, { retryAfter: 125 }, { 'Retry-After': '125' }));
    await expect(submitRegistration(payload, fromBody)).resolves.toEqual({
      kind: 'rateLimited',
      retryAfterSeconds: 125,
    });
    const fromHeader = vi
      .fn<typeof fetch>()
      .mockResolvedValue(new Response('', { status: 429, headers: { 'Retry-After': '30' } }));
    await expect(submitRegistration(payload, fromHeader)).resolves.toEqual({
      kind: 'rateLimited',
      retryAfterSeconds: 30,
    });
  });

  it('formats the wait in French', () => {
    expect(formatWait(0)).toBe('0\u00a0seconde');
    expect(formatWait(1)).toBe('1\u00a0seconde');
    expect(formatWait(45)).toBe('45\u00a0secondes');
    expect(formatWait(60)).toBe('1\u00a0minute');
    expect(formatWait(125)).toBe('3\u00a0minutes');
    expect(formatWait(86_400)).toBe('24\u00a0heures');
  });
});

function renderRoute(fetchImpl: typeof fetch) {
  return render(
    <MemoryRouter initialEntries={['/register']}>
      <Providers>
        <Routes>
          <Route path="/" element={<h1>Accueil</h1>} />
          <Route path="/register" element={<RegisterRoute fetchImpl={fetchImpl} />} />
        </Routes>
      </Providers>
    </MemoryRouter>,
  );
}

async function fillAndSend() {
  // Pasted rather than typed: the same events for the form, a fraction of the time on a shared machine.
  for (const [name, value] of [
    [/^Nom/, payload.nom],
    [/^Prénom/, payload.prenom],
    [/^Téléphone/, payload.tel],
    [/^Email/, payload.mail],
  ] as const) {
    await userEvent.click(screen.getByRole('textbox', { name }));
    await userEvent.paste(value);
  }
  await userEvent.click(screen.getByRole('button', { name: 'Créer mon accès bêta' }));
}

describe('RegisterRoute', { timeout: 15_000 }, () => {
  it('success: the dialog opens; « Continuer » goes home', async () => {
    renderRoute(vi.fn<typeof fetch>().mockResolvedValue(json(200, { ok: true })));
    await fillAndSend();
    await screen.findByRole('alertdialog', { name: 'Inscription envoyée' });
    await userEvent.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(await screen.findByRole('heading', { name: 'Accueil' })).toBeInTheDocument();
  });

  it('pending, then failure: « Création… » while waiting, then the French error in an alert, values kept', async () => {
    let answer: (response: Response) => void = () => undefined;
    renderRoute(vi.fn<typeof fetch>().mockReturnValue(new Promise<Response>((resolve) => (answer = resolve))));
    await fillAndSend();
    expect(screen.getByRole('button', { name: 'Création…' })).toHaveAttribute('aria-disabled', 'true');
    answer(json(500, {}));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Une erreur est survenue lors de l’envoi. Veuillez réessayer.',
    );
    expect(screen.getByRole('textbox', { name: /^Nom/ })).toHaveValue('Durand');
  });

  it('429: says how long to wait', async () => {
    renderRoute(vi.fn<typeof fetch>().mockResolvedValue(json(429, { retryAfter: 600 })));
    await fillAndSend();
    expect(await screen.findByRole('alert')).toHaveTextContent(/Trop de tentatives\. Réessayez dans 10\sminutes\./);
  });

  it('400: the server’s message under the field, focus on it; editing the field clears it', async () => {
    renderRoute(vi.fn<typeof fetch>().mockResolvedValue(json(400, { fields: { tel: 'Numéro refusé' } })));
    await fillAndSend();
    const tel = screen.getByRole('textbox', { name: /^Téléphone/ });
    await vi.waitFor(() => expect(tel).toHaveFocus());
    expect(tel).toHaveAccessibleDescription(/Numéro refusé/);
    await userEvent.type(tel, '9');
    expect(tel).not.toHaveAttribute('aria-invalid');
  });
});
