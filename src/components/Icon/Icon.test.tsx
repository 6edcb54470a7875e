import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Icon, iconNames } from './Icon';
import { icon } from './Icon.css';

describe('Icon', () => {
  it('is decorative by default: hidden from assistive technology, never focusable', () => {
    const { container } = render(<Icon name="check" />);
    const svg = container.querySelector('svg');
    expect(svg).toHaveAttribute('aria-hidden', 'true');
    expect(svg).toHaveAttribute('focusable', 'false');
    expect(svg).not.toHaveAttribute('role');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('is an image named by its label when it has one', () => {
    render(<Icon name="alert" label="Attention" />);
    const img = screen.getByRole('img', { name: 'Attention' });
    expect(img).not.toHaveAttribute('aria-hidden');
  });

  it('takes its size and spin from the recipe (md by default), and keeps an extra class', () => {
    const { container, rerender } = render(<Icon name="spinner" />);
    expect(container.querySelector('svg')).toHaveClass(icon({ size: 'md' }).split(' ')[0] ?? '');
    rerender(<Icon name="spinner" size="lg" spin className="extra" />);
    const svg = container.querySelector('svg');
    for (const name of icon({ size: 'lg', spin: true }).split(' ')) expect(svg).toHaveClass(name);
    expect(svg).toHaveClass('extra');
  });

  it('draws every icon of the set in currentColor', () => {
    for (const name of iconNames) {
      const { container, unmount } = render(<Icon name={name} />);
      const svg = container.querySelector('svg');
      expect(svg, name).toHaveAttribute('stroke', 'currentColor');
      expect(container.querySelector('path')?.getAttribute('d'), name).toMatch(/^M/);
      unmount();
    }
  });
});
