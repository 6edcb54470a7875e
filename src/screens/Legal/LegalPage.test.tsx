import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { privacy, terms } from '../../i18n/legal.fr';
import { LegalPage } from './LegalPage';

// Not getByText: its default normaliser turns the no-break space into a plain one, and the typography matters.
const lastUpdated = () => {
  const time = document.querySelector('time');
  if (!time) throw new Error('no <time> element');
  return time;
};

describe('LegalPage', () => {
  it('shows the date in French, with its machine-readable form', () => {
    render(<LegalPage document={terms} updatedAt={new Date(2026, 10, 22)} homeHref="/" />);
    const date = lastUpdated();
    expect(date.textContent).toBe('Dernière mise à jour\u00a0: 22 novembre 2026');
    expect(date).toHaveAttribute('datetime', '2026-11-22');
  });

  it('writes the first of the month as « 1er »', () => {
    render(<LegalPage document={privacy} updatedAt={new Date(2027, 0, 1)} homeHref="/" />);
    expect(lastUpdated().textContent).toBe('Dernière mise à jour\u00a0: 1er janvier 2027');
    expect(lastUpdated()).toHaveAttribute('datetime', '2027-01-01');
  });

  it.each([
    ['terms', terms],
    ['privacy', privacy],
  ])('%s: a table of contents linking the 8 numbered sections, and a link home', (_name, document) => {
    render(<LegalPage document={document} updatedAt={new Date(2026, 10, 22)} homeHref="/" />);
    expect(screen.getByRole('heading', { level: 1, name: document.heading })).toBeInTheDocument();
    const links = within(screen.getByRole('navigation', { name: 'Sommaire' })).getAllByRole('link');
    const headings = screen.getAllByRole('heading', { level: 2 });
    expect(links).toHaveLength(8);
    expect(headings).toHaveLength(8);
    document.sections.forEach((section, i) => {
      expect(links[i]).toHaveAttribute('href', `#${section.id}`);
      expect(headings[i]).toHaveTextContent(new RegExp(`^${i + 1}\\. `));
      expect(headings[i]?.closest('section')).toHaveAttribute('id', section.id);
    });
    expect(screen.getByRole('link', { name: 'Retour à l’accueil' })).toHaveAttribute('href', '/');
  });
});
