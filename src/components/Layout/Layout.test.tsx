import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { sprinkles } from '../../theme';
import { Box, Inline, Stack } from './Layout';

const classesOf = (atoms: Parameters<typeof sprinkles>[0]) => sprinkles(atoms).split(' ');

describe('Box', () => {
  it('renders the element asked for, turns sprinkles into classes and keeps DOM attributes', () => {
    const ref = createRef<HTMLElement>();
    render(
      <Box as="section" aria-label="Résumé" padding="lg" background="subtle" className="extra" ref={ref} id="resume">
        Contenu
      </Box>,
    );
    const section = screen.getByRole('region', { name: 'Résumé' });
    expect(section.tagName).toBe('SECTION');
    expect(section).toHaveClass(...classesOf({ padding: 'lg', background: 'subtle' }), 'extra');
    expect(section).toHaveAttribute('id', 'resume');
    // Sprinkles never leak as DOM attributes.
    expect(section).not.toHaveAttribute('padding');
    expect(section).not.toHaveAttribute('background');
    expect(ref.current).toBe(section);
  });

  it('is a div by default', () => {
    render(<Box data-testid="box" />);
    expect(screen.getByTestId('box').tagName).toBe('DIV');
  });
});

describe('Stack', () => {
  it('is a flex column with a responsive gap', () => {
    render(
      <Stack data-testid="stack" gap={{ mobile: 'md', desktop: 'xl' }} align="center">
        <span>Un</span>
        <span>Deux</span>
      </Stack>,
    );
    expect(screen.getByTestId('stack')).toHaveClass(
      ...classesOf({
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        gap: { mobile: 'md', desktop: 'xl' },
      }),
    );
  });

  it('renders a list when asked', () => {
    render(
      <Stack as="ul" aria-label="Étapes">
        <li>Importer le plan</li>
      </Stack>,
    );
    expect(screen.getByRole('list', { name: 'Étapes' }).tagName).toBe('UL');
  });
});

describe('Inline', () => {
  it('is a wrapping row by default', () => {
    render(<Inline data-testid="inline" gap="lg" justify="space-between" />);
    expect(screen.getByTestId('inline')).toHaveClass(
      ...classesOf({
        display: 'flex',
        flexDirection: 'row',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 'lg',
      }),
    );
  });

  it('does not wrap on request', () => {
    render(<Inline data-testid="inline" wrap={false} />);
    expect(screen.getByTestId('inline')).toHaveClass(...classesOf({ flexWrap: 'nowrap' }));
  });

  it.each([
    ['tablet', { mobile: 'column', tablet: 'row' }, { mobile: 'center', tablet: 'flex-start' }],
    ['desktop', { mobile: 'column', desktop: 'row' }, { mobile: 'center', desktop: 'flex-start' }],
  ] as const)('collapses to a column below %s', (collapseBelow, flexDirection, alignItems) => {
    render(<Inline data-testid="inline" collapseBelow={collapseBelow} justify="center" align="start" />);
    const el = screen.getByTestId('inline');
    expect(el).toHaveClass(...classesOf({ flexDirection, alignItems }));
    expect(el).not.toHaveClass(...classesOf({ flexDirection: 'row' }));
  });
});
