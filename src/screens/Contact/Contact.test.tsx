import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { siteConfig } from '../../config/site';
import { Contact } from './Contact';
import { sanitizeReplyTo } from './replyTo';

/**
 * What the browser would do after the submit event: records whether the form was let through and what it would
 * post, then stops jsdom (which cannot navigate). Registered on the document, so it runs after React's handler.
 */
let submissions: { prevented: boolean; body: [string, string][] }[] = [];
const record = (event: Event) => {
  const form = event.target as HTMLFormElement;
  submissions.push({
    prevented: event.defaultPrevented,
    body: [...new FormData(form).entries()].map(([k, v]) => [k, String(v)]),
  });
  event.preventDefault();
};
beforeEach(() => {
  submissions = [];
  document.addEventListener('submit', record);
});
afterEach(() => document.removeEventListener('submit', record));

/** The screen as ContactRoute mounts it: every fixed value from the site configuration. */
function ContactRoute() {
  const { contact } = siteConfig;
  return (
    <Contact
      action={siteConfig.contactFormUrl}
      subject={contact.formSubject}
      carbonCopy={contact.formCarbonCopy}
      details={contact}
      privacyHref="/privacy"
    />
  );
}

const field = (name: RegExp) => screen.getByRole('textbox', { name });
const submitButton = () => screen.getByRole('button', { name: 'Envoyer le message' });

async function fill(user: ReturnType<typeof userEvent.setup>, values: Record<string, string>) {
  if (values.nom) await user.type(field(/^Nom/), values.nom);
  if (values.email) await user.type(field(/^Email/), values.email);
  if (values.entreprise) await user.type(field(/^Entreprise/), values.entreprise);
  if (values.message) await user.type(field(/^Message/), values.message);
}

describe('Contact form', () => {
  it('posts natively to the configured service, with the autocomplete tokens of each field', () => {
    render(<ContactRoute />);
    const form = submitButton().closest('form');
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', siteConfig.contactFormUrl);
    expect(field(/^Nom/)).toHaveAttribute('autocomplete', 'name');
    expect(field(/^Email/)).toHaveAttribute('type', 'email');
    expect(field(/^Email/)).toHaveAttribute('autocomplete', 'email');
    expect(field(/^Entreprise/)).toHaveAttribute('autocomplete', 'organization');
    expect(field(/^Message/).tagName).toBe('TEXTAREA');
  });

  it('an empty submit posts nothing, shows the three messages and focuses the name', async () => {
    const user = userEvent.setup();
    render(<ContactRoute />);
    await user.click(submitButton());
    expect(submissions).toEqual([{ prevented: true, body: expect.any(Array) }]);
    expect(screen.getByText('Le nom est requis')).toBeInTheDocument();
    expect(screen.getByText('L’email est requis')).toBeInTheDocument();
    expect(screen.getByText('Le message est requis')).toBeInTheDocument();
    await waitFor(() => expect(field(/^Nom/)).toHaveFocus());
    expect(field(/^Nom/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^Nom/)).toHaveAccessibleDescription('Le nom est requis');
    // Entreprise is optional: never in error.
    expect(field(/^Entreprise/)).not.toHaveAttribute('aria-invalid');
  });

  it('keeps what was typed, focuses the first field in error and clears a message once corrected', async () => {
    const user = userEvent.setup();
    render(<ContactRoute />);
    await fill(user, { nom: 'Camille Martin', email: 'camille@', entreprise: 'BET Martin' });
    await user.keyboard('{Enter}');
    expect(submissions[0]?.prevented).toBe(true);
    expect(screen.getByText('L’email est invalide')).toBeInTheDocument();
    await waitFor(() => expect(field(/^Email/)).toHaveFocus());
    expect(field(/^Nom/)).toHaveValue('Camille Martin');
    expect(field(/^Entreprise/)).toHaveValue('BET Martin');
    expect(screen.queryByText('Le nom est requis')).not.toBeInTheDocument();
    await user.type(field(/^Email/), 'bet.fr');
    expect(screen.queryByText('L’email est invalide')).not.toBeInTheDocument();
    expect(screen.getByText('Le message est requis')).toBeInTheDocument();
  });

  it('lets a valid form through, with the fixed subject and copy, and the typed email as reply-to', async () => {
    const user = userEvent.setup();
    render(<ContactRoute />);
    await fill(user, {
      nom: 'Camille Martin',
      email: ' camille@bet.fr ',
      entreprise: 'BET Martin',
      message: 'Une démonstration, svp.',
    });
    await user.click(submitButton());
    expect(submissions).toHaveLength(1);
    expect(submissions[0]?.prevented).toBe(false);
    expect(Object.fromEntries(submissions[0]?.body ?? [])).toEqual({
      nom: 'Camille Martin',
      // An email input strips surrounding spaces itself (its value sanitisation).
      email: 'camille@bet.fr',
      entreprise: 'BET Martin',
      message: 'Une démonstration, svp.',
      _subject: siteConfig.contact.formSubject,
      _replyto: 'camille@bet.fr',
      _cc: siteConfig.contact.formCarbonCopy,
    });
    // Pending: the button reads 'Envoi…' and no longer submits.
    const pending = screen.getByRole('button', { name: /Envoi…/ });
    expect(pending).toHaveAttribute('aria-disabled', 'true');
    expect(pending).toHaveAttribute('type', 'button');
  });

  it('the hidden fields are not editable, and a value changed in the DOM is put back at submit', async () => {
    const user = userEvent.setup();
    const { container } = render(<ContactRoute />);
    const hidden = container.querySelectorAll<HTMLInputElement>('input[type="hidden"]');
    expect([...hidden].map((i) => i.name)).toEqual(['_subject', '_replyto', '_cc']);
    expect(screen.getAllByRole('textbox')).toHaveLength(4);
    const form = submitButton().closest('form') as HTMLFormElement;
    // A visitor edits the copy recipient and slips in recipients of their own.
    (form.elements.namedItem('_cc') as HTMLInputElement).value = 'moi@ailleurs.fr';
    form.insertAdjacentHTML('beforeend', '<input type="hidden" name="_cc" value="autre@ailleurs.fr">');
    form.insertAdjacentHTML('beforeend', '<input type="hidden" name="_bcc" value="cache@ailleurs.fr">');
    form.insertAdjacentHTML('beforeend', '<input type="hidden" name="_replyto" value="faux@ailleurs.fr">');
    await fill(user, { nom: 'Camille', email: 'camille@bet.fr', message: 'Bonjour' });
    await user.click(submitButton());
    const body = submissions[0]?.body ?? [];
    expect(submissions[0]?.prevented).toBe(false);
    expect(body.filter(([k]) => k === '_cc')).toEqual([['_cc', siteConfig.contact.formCarbonCopy]]);
    expect(body.filter(([k]) => k === '_replyto')).toEqual([['_replyto', 'camille@bet.fr']]);
    expect(body.some(([k]) => k === '_bcc')).toBe(false);
  });

  it('reports the checked values to the route through onValidSubmit, only when valid', async () => {
    const onValidSubmit = vi.fn();
    const user = userEvent.setup();
    render(
      <Contact
        action="https://forms.example/f/1"
        subject="Sujet"
        carbonCopy="copie@metr.fr"
        details={{ email: 'a@metr.fr', phone: '+33100000000', phoneDisplay: '01 00 00 00 00', address: ['Paris'] }}
        privacyHref="/privacy"
        onValidSubmit={onValidSubmit}
      />,
    );
    await user.click(submitButton());
    expect(onValidSubmit).not.toHaveBeenCalled();
    await fill(user, { nom: ' Léa ', email: 'lea@metr.fr', message: 'Bonjour' });
    await user.click(submitButton());
    expect(onValidSubmit).toHaveBeenCalledWith({ nom: 'Léa', email: 'lea@metr.fr', message: 'Bonjour' });
  });

  it('links the side cards and the privacy notice', () => {
    render(<ContactRoute />);
    expect(screen.getByRole('link', { name: siteConfig.contact.email })).toHaveAttribute(
      'href',
      `mailto:${siteConfig.contact.email}`,
    );
    expect(screen.getByRole('link', { name: siteConfig.contact.phoneDisplay })).toHaveAttribute(
      'href',
      `tel:${siteConfig.contact.phone}`,
    );
    expect(document.querySelector('address')).toHaveTextContent('12 rue de la Charpente');
    expect(screen.getByRole('link', { name: 'politique de confidentialité' })).toHaveAttribute('href', '/privacy');
  });
});

describe('sanitizeReplyTo', () => {
  it('keeps a valid email, trimmed', () => {
    expect(sanitizeReplyTo('  lea@metr.fr ')).toBe('lea@metr.fr');
  });
  it('strips line breaks and control characters (mail header injection)', () => {
    expect(sanitizeReplyTo('lea@metr.fr\r\nBcc: x@y.fr')).toBe('');
    expect(sanitizeReplyTo('lea@metr.fr\r\n')).toBe('lea@metr.fr');
    expect(sanitizeReplyTo('lea@me\ntr.fr')).toBe('lea@metr.fr');
  });
  it('drops a value that is not an email', () => {
    expect(sanitizeReplyTo('lea')).toBe('');
    expect(sanitizeReplyTo('')).toBe('');
  });
});
