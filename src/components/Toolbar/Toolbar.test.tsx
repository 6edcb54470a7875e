import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../Button';
import { Toolbar, ToolbarSeparator } from './Toolbar';

function Sample({ orientation }: { orientation?: 'horizontal' | 'vertical' }) {
  return (
    <>
      <Toolbar aria-label="Affichage du plan" {...(orientation && { orientation })}>
        <Button variant="ghost">Zoom arrière</Button>
        <Button variant="ghost">Zoom avant</Button>
        <ToolbarSeparator orientation={orientation === 'vertical' ? 'horizontal' : 'vertical'} />
        <Button variant="ghost">Ajuster</Button>
      </Toolbar>
      <Button>Après</Button>
    </>
  );
}

describe('Toolbar', () => {
  it('is a named toolbar with a vertical separator between horizontal groups', () => {
    render(<Sample />);
    const toolbar = screen.getByRole('toolbar', { name: 'Affichage du plan' });
    expect(toolbar).toHaveAttribute('aria-orientation', 'horizontal');
    expect(screen.getByRole('separator')).toHaveAttribute('aria-orientation', 'vertical');
  });

  it('is one tab stop; arrows move between its buttons', async () => {
    const user = userEvent.setup();
    render(<Sample />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Zoom arrière' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Zoom avant' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Ajuster' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('button', { name: 'Zoom avant' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Après' })).toHaveFocus();
  });

  it('goes down with the arrows when vertical', async () => {
    const user = userEvent.setup();
    render(<Sample orientation="vertical" />);
    expect(screen.getByRole('toolbar')).toHaveAttribute('aria-orientation', 'vertical');
    expect(screen.getByRole('separator')).not.toHaveAttribute('aria-orientation', 'vertical');
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Zoom avant' })).toHaveFocus();
  });
});
