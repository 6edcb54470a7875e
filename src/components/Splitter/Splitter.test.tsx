import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Splitter } from './Splitter';

function Controlled({ onChange, regionAt }: { onChange?: (v: number) => void; regionAt?: 'start' | 'end' }) {
  const [value, setValue] = useState(320);
  return (
    <Splitter
      value={value}
      minValue={280}
      maxValue={400}
      regionAt={regionAt}
      aria-label="Redimensionner le panneau Détails"
      onChange={(v) => {
        setValue(v);
        onChange?.(v);
      }}
    />
  );
}

describe('Splitter', () => {
  it('is a separator with its value, its bounds and a name', () => {
    render(<Controlled />);
    const splitter = screen.getByRole('separator', { name: 'Redimensionner le panneau Détails' });
    expect(splitter).toHaveAttribute('aria-orientation', 'vertical');
    expect(splitter).toHaveAttribute('aria-valuenow', '320');
    expect(splitter).toHaveAttribute('aria-valuemin', '280');
    expect(splitter).toHaveAttribute('aria-valuemax', '400');
  });

  it('moves with the arrows from the keyboard: a region at the end widens towards the start; Home and End', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Controlled onChange={onChange} />);
    await user.tab();
    const splitter = screen.getByRole('separator');
    expect(splitter).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(splitter).toHaveAttribute('aria-valuenow', '336');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(splitter).toHaveAttribute('aria-valuenow', '304');
    await user.keyboard('{Shift>}{ArrowLeft}{/Shift}');
    expect(splitter).toHaveAttribute('aria-valuenow', '368');
    await user.keyboard('{End}');
    expect(splitter).toHaveAttribute('aria-valuenow', '400');
    // Never past its bounds.
    await user.keyboard('{ArrowLeft}');
    expect(splitter).toHaveAttribute('aria-valuenow', '400');
    await user.keyboard('{Home}');
    expect(splitter).toHaveAttribute('aria-valuenow', '280');
    expect(onChange).toHaveBeenLastCalledWith(280);
  });

  it('for a region at the start, the arrow towards the end widens it', async () => {
    const user = userEvent.setup();
    render(<Controlled regionAt="start" />);
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('separator')).toHaveAttribute('aria-valuenow', '336');
  });
});
