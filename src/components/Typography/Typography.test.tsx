import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Heading, Text } from './Typography';
import { heading, text } from './Typography.css';

describe('Heading', () => {
  it('renders the level it is given, whatever its size', () => {
    render(
      <Heading level={2} size="display1">
        Métrés et quantitatifs
      </Heading>,
    );
    const h = screen.getByRole('heading', { level: 2, name: 'Métrés et quantitatifs' });
    expect(h.tagName).toBe('H2');
    expect(h).toHaveClass(...heading({ size: 'display1' }).split(' '));
  });

  it.each([
    [1, 'display2'],
    [2, 'display3'],
    [3, 'xxl'],
    [4, 'xl'],
    [5, 'lg'],
    [6, 'md'],
  ] as const)('level %i takes size %s by default', (level, size) => {
    render(<Heading level={level}>Titre</Heading>);
    const h = screen.getByRole('heading', { level });
    expect(h).toHaveClass(...heading({ size }).split(' '));
  });

  it('passes id and className through', () => {
    render(
      <Heading level={3} id="titre-projet" className="extra">
        Projet
      </Heading>,
    );
    expect(screen.getByRole('heading', { name: 'Projet' })).toHaveAttribute('id', 'titre-projet');
    expect(screen.getByRole('heading', { name: 'Projet' })).toHaveClass('extra');
  });
});

describe('Text', () => {
  it('is a paragraph by default, with the default variants', () => {
    render(<Text>Votre devis est prêt.</Text>);
    const p = screen.getByText('Votre devis est prêt.');
    expect(p.tagName).toBe('P');
    expect(p).toHaveClass(...text({ size: 'md', tone: 'default', weight: 'regular' }).split(' '));
  });

  it('renders the element, size, tone and weight asked for', () => {
    render(
      <Text as="span" size="sm" tone="danger" weight="bold">
        Champ obligatoire
      </Text>,
    );
    const span = screen.getByText('Champ obligatoire');
    expect(span.tagName).toBe('SPAN');
    expect(span).toHaveClass(...text({ size: 'sm', tone: 'danger', weight: 'bold' }).split(' '));
    const danger = text({ tone: 'danger' }).split(' ');
    const defaultToneOnly = text({ tone: 'default' })
      .split(' ')
      .filter((c) => !danger.includes(c));
    expect(defaultToneOnly).toHaveLength(1);
    expect(span).not.toHaveClass(...defaultToneOnly);
  });
});
