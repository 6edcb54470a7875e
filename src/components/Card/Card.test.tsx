import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Card } from './Card';
import { card } from './Card.css';

describe('Card', () => {
  it('is a div with the default surface', () => {
    render(<Card data-testid="card">Contenu</Card>);
    const el = screen.getByTestId('card');
    expect(el.tagName).toBe('DIV');
    expect(el).toHaveClass(...card({ tone: 'default', padding: 'xl' }).split(' '));
  });

  it('renders an article or a named section', () => {
    const { rerender } = render(
      <Card as="article" aria-labelledby="t">
        <h2 id="t">Chantier Lumière</h2>
      </Card>,
    );
    expect(screen.getByRole('article', { name: 'Chantier Lumière' })).toBeInTheDocument();
    rerender(
      <Card as="section" aria-labelledby="t">
        <h2 id="t">Chantier Lumière</h2>
      </Card>,
    );
    expect(screen.getByRole('region', { name: 'Chantier Lumière' })).toBeInTheDocument();
  });

  it.each(['subtle', 'inverse'] as const)('takes the %s tone', (tone) => {
    render(
      <Card data-testid="card" tone={tone} padding="md" className="extra">
        Contenu
      </Card>,
    );
    const el = screen.getByTestId('card');
    expect(el).toHaveClass(...card({ tone, padding: 'md' }).split(' '), 'extra');
    expect(el).not.toHaveClass(
      ...card({ tone: 'default' })
        .split(' ')
        .filter((c) => !card({ tone }).split(' ').includes(c)),
    );
  });
});
