import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Eyebrow, SectionHeader } from './SectionHeader';
import * as styles from './SectionHeader.css';

describe('SectionHeader', () => {
  it('puts the eyebrow above a level-2 heading that carries the id the section is labelled by', () => {
    const { container } = render(
      <section aria-labelledby="features-title">
        <SectionHeader id="features-title" eyebrow="Fonctionnalités" title="Tout votre métré, au même endroit" />
      </section>,
    );
    const heading = screen.getByRole('heading', { level: 2, name: 'Tout votre métré, au même endroit' });
    expect(heading).toHaveAttribute('id', 'features-title');
    expect(screen.getByRole('region', { name: 'Tout votre métré, au même endroit' })).toBeInTheDocument();
    const eyebrow = screen.getByText('Fonctionnalités');
    expect(eyebrow.tagName).toBe('P');
    // The eyebrow comes first in reading order, as it is drawn.
    expect(container.querySelector(`.${styles.sectionHeader}`)?.firstElementChild).toBe(eyebrow);
  });

  it('draws no empty eyebrow', () => {
    const { container } = render(<SectionHeader id="t" title="Manifeste" />);
    expect(container.querySelector(`.${styles.eyebrow}`)).toBeNull();
  });
});

describe('Eyebrow', () => {
  it('is a paragraph, small and in the accent colour, by default', () => {
    render(<Eyebrow>Bêta fermée</Eyebrow>);
    const eyebrow = screen.getByText('Bêta fermée');
    expect(eyebrow.tagName).toBe('P');
    expect(eyebrow).toHaveClass(styles.eyebrow, styles.eyebrowSize.sm, styles.eyebrowTone.accent);
  });

  it('can be the heading that names its section, with its own id, size, tone and class', () => {
    render(
      <Eyebrow as="h3" id="mail" size="xs" tone="muted" className="extra">
        E-mail
      </Eyebrow>,
    );
    const heading = screen.getByRole('heading', { level: 3, name: 'E-mail' });
    expect(heading).toHaveAttribute('id', 'mail');
    expect(heading).toHaveClass(styles.eyebrowSize.xs, styles.eyebrowTone.muted, 'extra');
    expect(heading).not.toHaveClass(styles.eyebrowSize.sm, styles.eyebrowTone.accent);
  });
});
