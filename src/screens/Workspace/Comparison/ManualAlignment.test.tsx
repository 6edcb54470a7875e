import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ManualAlignment, manualStep, pointText } from './ManualAlignment';

const P = { x: 10, y: 20 };

describe('ManualAlignment', { timeout: 60_000 }, () => {
  it('knows the next point to pick', () => {
    expect(manualStep([])).toBe('old1');
    expect(manualStep([P])).toBe('new1');
    expect(manualStep([P, P])).toBe('old2');
    expect(manualStep([P, P, P])).toBe('new2');
    expect(manualStep([P, P, P, P])).toBe('ready');
    expect(pointText({ x: 1234.56, y: 7.04 })).toBe('x 1\u202f234,6 · y 7,0\u00a0pt');
  });

  it('applies only once the two pairs are picked', async () => {
    const user = userEvent.setup();
    const onApply = vi.fn();
    const props = { previous: 'A', current: 'B', onRestart: vi.fn(), onApply, onCancel: vi.fn() };
    const { rerender } = render(<ManualAlignment {...props} picked={[P]} />);
    expect(screen.getByRole('status')).toHaveTextContent('Point 1 sur l’indice B');
    expect(screen.getByRole('button', { name: 'Appliquer' })).toBeDisabled();
    rerender(<ManualAlignment {...props} picked={[P, P, P, P]} />);
    await user.click(screen.getByRole('button', { name: 'Appliquer' }));
    expect(onApply).toHaveBeenCalledOnce();
  });

  it('says why degenerate pairs are refused', () => {
    render(
      <ManualAlignment
        previous="A"
        current="B"
        picked={[P, P, P, P]}
        error="badPairs"
        onRestart={vi.fn()}
        onApply={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    expect(screen.getByText(/Ces deux paires de points ne permettent pas/)).toBeInTheDocument();
  });
});
