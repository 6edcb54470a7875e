import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VisuallyHidden } from './VisuallyHidden';
import { visuallyHidden, visuallyHiddenFocusable } from './VisuallyHidden.css';

describe('VisuallyHidden', () => {
  it('keeps its text in the accessible name of its parent', () => {
    render(
      <button type="button">
        Télécharger <VisuallyHidden>le devis de mars</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Télécharger le devis de mars' })).toBeInTheDocument();
  });

  it('renders a span with the clip class by default, a div on request', () => {
    const { rerender } = render(<VisuallyHidden>Texte masqué</VisuallyHidden>);
    const span = screen.getByText('Texte masqué');
    expect(span.tagName).toBe('SPAN');
    expect(span).toHaveClass(visuallyHidden);
    expect(span).not.toHaveAttribute('aria-hidden');
    rerender(<VisuallyHidden elementType="div">Texte masqué</VisuallyHidden>);
    expect(screen.getByText('Texte masqué').tagName).toBe('DIV');
  });

  it('uses the focus-revealing class when focusable, and its content stays reachable by Tab', async () => {
    render(
      <VisuallyHidden isFocusable className="extra">
        <a href="#haut">Retour en haut</a>
      </VisuallyHidden>,
    );
    const link = screen.getByRole('link', { name: 'Retour en haut' });
    const wrapper = link.parentElement;
    expect(wrapper).toHaveClass(visuallyHiddenFocusable, 'extra');
    expect(wrapper).not.toHaveClass(visuallyHidden);
    await userEvent.tab();
    expect(link).toHaveFocus();
  });
});
