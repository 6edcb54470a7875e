import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SkipLink } from './SkipLink';

describe('SkipLink', () => {
  it('is the first tab stop and moves focus to <main> on Enter', async () => {
    const user = userEvent.setup();
    render(
      <>
        <SkipLink />
        <header>
          <a href="/connexion">Se connecter</a>
        </header>
        <main id="main">
          <h1>Mes projets</h1>
        </main>
      </>,
    );
    await user.tab();
    const link = screen.getByRole('link', { name: 'Aller au contenu principal' });
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute('href', '#main');
    await user.keyboard('{Enter}');
    const main = screen.getByRole('main');
    expect(main).toHaveFocus();
    // Focusable by script only: it must not become a tab stop of its own.
    expect(main).toHaveAttribute('tabindex', '-1');
  });

  it('keeps the target’s own tabindex and honours targetId and a custom label', async () => {
    render(
      <>
        <SkipLink targetId="resultats">Aller aux résultats</SkipLink>
        <section id="resultats" tabIndex={-1} aria-label="Résultats">
          Trois résultats
        </section>
      </>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Aller aux résultats' }));
    const target = screen.getByRole('region', { name: 'Résultats' });
    expect(target).toHaveFocus();
    expect(target).toHaveAttribute('tabindex', '-1');
  });

  it('does nothing special when the target is missing', async () => {
    render(<SkipLink targetId="absent" />);
    const link = screen.getByRole('link', { name: 'Aller au contenu principal' });
    link.focus();
    await userEvent.keyboard('{Enter}');
    expect(link).toHaveFocus();
  });
});
