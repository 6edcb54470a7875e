import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Breadcrumbs } from './Breadcrumbs';

const items = [
  { id: 'projects', label: 'Projets', href: '/dashboard' },
  { id: 'project', label: 'Résidence Les Tilleuls', href: '/dashboard/projets/p1' },
  { id: 'sheet', label: 'RDC' },
];

describe('Breadcrumbs', () => {
  it('is a navigation landmark named « Fil d’Ariane » holding an ordered list of the crumbs', () => {
    render(<Breadcrumbs items={items} />, { wrapper: MemoryRouter });
    const nav = screen.getByRole('navigation', { name: 'Fil d’Ariane' });
    const list = within(nav).getByRole('list');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Projets', 'Résidence Les Tilleuls', 'RDC']);
  });

  it('links every crumb but the last, which is the current page', () => {
    render(<Breadcrumbs items={items} aria-label="Emplacement" />, { wrapper: MemoryRouter });
    expect(screen.getByRole('navigation', { name: 'Emplacement' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Projets' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: 'Résidence Les Tilleuls' })).toHaveAttribute(
      'href',
      '/dashboard/projets/p1',
    );
    const current = screen.getByText('RDC');
    expect(current).toHaveAttribute('aria-current', 'page');
    expect(current).not.toHaveAttribute('href');
  });
});
