import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInRouter as renderWithRoutes } from '../testing/router';
import { buttonRecipe } from '../Button';
import { ButtonLink } from './ButtonLink';

const renderInRouter = (ui: ReactNode) => renderWithRoutes(ui, { '/inscription': <h1>Inscription</h1> });

describe('ButtonLink', () => {
  it('is a link styled as a button, and navigates client-side with Enter', async () => {
    const user = userEvent.setup();
    renderInRouter(
      <ButtonLink href="/inscription" variant="secondary" size="lg" width="full">
        Créer mon compte
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'Créer mon compte' });
    expect(link.className).toContain(buttonRecipe({ variant: 'secondary', size: 'lg', width: 'full' }));
    await user.tab();
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute('data-focus-visible', 'true');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { name: 'Inscription' })).toBeInTheDocument();
  });

  it('navigates on click', async () => {
    renderInRouter(<ButtonLink href="/inscription">Commencer</ButtonLink>);
    await userEvent.click(screen.getByRole('link', { name: 'Commencer' }));
    expect(screen.getByRole('heading', { name: 'Inscription' })).toBeInTheDocument();
  });

  it('opens an external page in a new window and says so', () => {
    renderInRouter(
      <ButtonLink href="https://www.ffbatiment.fr" isExternal>
        Voir le site de la FFB
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'Voir le site de la FFB (nouvelle fenêtre)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
