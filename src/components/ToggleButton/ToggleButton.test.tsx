import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Icon } from '../Icon/workspace';
import { ToggleButton } from './ToggleButton';

describe('ToggleButton', () => {
  it('toggles aria-pressed on click, Enter and Space, uncontrolled', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<ToggleButton onChange={onChange}>Main</ToggleButton>);
    const button = screen.getByRole('button', { name: 'Main' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await user.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(button).toHaveAttribute('data-selected', 'true');
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onChange.mock.calls.map(([v]) => v)).toEqual([true, false, true]);
  });

  it('follows isSelected when controlled', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(
      <ToggleButton isSelected={false} onChange={onChange}>
        Main
      </ToggleButton>,
    );
    const button = screen.getByRole('button', { name: 'Main' });
    await user.click(button);
    expect(onChange).toHaveBeenCalledWith(true);
    expect(button).toHaveAttribute('aria-pressed', 'false');
    rerender(
      <ToggleButton isSelected onChange={onChange}>
        Main
      </ToggleButton>,
    );
    expect(button).toHaveAttribute('aria-pressed', 'true');
  });

  it('takes its name from aria-label when it holds only an icon', () => {
    render(
      <ToggleButton iconOnly aria-label="Main" size="sm">
        <Icon name="hand" />
      </ToggleButton>,
    );
    expect(screen.getByRole('button', { name: 'Main' })).toBeInTheDocument();
  });

  it('does nothing when disabled', async () => {
    const onChange = vi.fn();
    render(
      <ToggleButton isDisabled onChange={onChange}>
        Main
      </ToggleButton>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Main' }));
    expect(onChange).not.toHaveBeenCalled();
  });
});
