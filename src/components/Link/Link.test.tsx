import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInRouter as renderWithRoutes } from '../testing/router';
import { Link, externalRel } from './Link';

const renderInRouter = (ui: ReactNode) => renderWithRoutes(ui, { '/a-propos': <h1>À propos</h1> });

describe('Link', () => {
  it('navigates client-side through the router, by click and by Enter', async () => {
    const user = userEvent.setup();
    renderInRouter(<Link href="/a-propos">En savoir plus</Link>);
    const link = screen.getByRole('link', { name: 'En savoir plus' });
    expect(link).toHaveAttribute('href', '/a-propos');
    await user.click(link);
    expect(screen.getByRole('heading', { name: 'À propos' })).toBeInTheDocument();
  });

  it('follows with the keyboard and marks focus-visible', async () => {
    const user = userEvent.setup();
    renderInRouter(<Link href="/a-propos">En savoir plus</Link>);
    await user.tab();
    const link = screen.getByRole('link', { name: 'En savoir plus' });
    expect(link).toHaveFocus();
    expect(link).toHaveAttribute('data-focus-visible', 'true');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('heading', { name: 'À propos' })).toBeInTheDocument();
  });

  it('says an external link opens a new window and protects the opener', () => {
    renderInRouter(
      <Link href="https://www.legifrance.gouv.fr" isExternal rel="nofollow">
        Légifrance
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Légifrance (nouvelle fenêtre)' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'nofollow noopener noreferrer');
    const icon = link.querySelector('svg');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
  });

  it('treats target="_blank" as external', () => {
    renderInRouter(
      <Link href="https://www.service-public.fr" target="_blank">
        Service public
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Service public (nouvelle fenêtre)' });
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('leaves an internal link without target, rel or hint', () => {
    renderInRouter(<Link href="/a-propos">À propos de Metr</Link>);
    const link = screen.getByRole('link', { name: 'À propos de Metr' });
    expect(link).not.toHaveAttribute('target');
    expect(link).not.toHaveAttribute('rel');
    expect(link.querySelector('svg')).toBeNull();
  });

  it('does not fire when disabled', async () => {
    const onPress = vi.fn();
    renderInRouter(
      <Link href="/a-propos" isDisabled onPress={onPress}>
        Indisponible
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Indisponible' });
    expect(link).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(link);
    expect(onPress).not.toHaveBeenCalled();
    expect(screen.queryByRole('heading', { name: 'À propos' })).toBeNull();
  });
});

describe('externalRel', () => {
  it('adds noopener and noreferrer once', () => {
    expect(externalRel(undefined)).toBe('noopener noreferrer');
    expect(externalRel('noopener  sponsored')).toBe('noopener sponsored noreferrer');
  });
});
