import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GlyphButton } from './GlyphButton';

describe('GlyphButton', () => {
  it('is a button named by its label, its glyph hidden from assistive technology', async () => {
    const onPress = vi.fn();
    render(<GlyphButton icon="trash" label="Supprimer la feuille RDC" onPress={onPress} />);
    const button = screen.getByRole('button', { name: 'Supprimer la feuille RDC' });
    expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    await userEvent.setup().click(button);
    expect(onPress).toHaveBeenCalledOnce();
  });

  it('can be disabled', () => {
    render(<GlyphButton icon="close" label="Retirer" onPress={() => {}} isDisabled />);
    expect(screen.getByRole('button', { name: 'Retirer' })).toBeDisabled();
  });
});
