import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from './Button';

describe('Button', () => {
  it('calls onPress on click, Enter and Space', async () => {
    const onPress = vi.fn();
    const user = userEvent.setup();
    render(<Button onPress={onPress}>Créer mon compte</Button>);
    const btn = screen.getByRole('button', { name: 'Créer mon compte' });
    await user.click(btn);
    await user.tab();
    await user.tab({ shift: true });
    btn.focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onPress).toHaveBeenCalledTimes(3);
  });

  it('does not fire when disabled', async () => {
    const onPress = vi.fn();
    render(
      <Button onPress={onPress} isDisabled>
        Envoyer
      </Button>,
    );
    const btn = screen.getByRole('button', { name: 'Envoyer' });
    expect(btn).toBeDisabled();
    await userEvent.click(btn);
    expect(onPress).not.toHaveBeenCalled();
  });

  it('swaps to the pending label, blocks presses and stays focusable while pending', async () => {
    const onPress = vi.fn();
    render(
      <Button onPress={onPress} isPending pendingLabel="Création…">
        Créer mon compte
      </Button>,
    );
    const btn = screen.getByRole('button', { name: 'Création…' });
    expect(btn).toHaveAttribute('aria-disabled', 'true');
    expect(btn).toHaveAttribute('data-pending', 'true');
    // The idle label stays in the layout (hidden) so the width does not change.
    expect(screen.getByText('Créer mon compte')).toHaveAttribute('data-inactive', 'true');
    await userEvent.click(btn);
    expect(onPress).not.toHaveBeenCalled();
    btn.focus();
    expect(btn).toHaveFocus();
  });

  it('takes its pending announcement with it when it leaves: no reference to a missing button remains', async () => {
    function Step({ isPending, isShown }: { isPending: boolean; isShown: boolean }) {
      return isShown ? (
        <Button isPending={isPending} pendingLabel="Création…">
          Créer mon compte
        </Button>
      ) : (
        <p>Étape suivante</p>
      );
    }
    const announcements = () => document.querySelectorAll('[data-live-announcer] [role="img"]');
    const { rerender } = render(<Step isPending={false} isShown />);
    const btn = screen.getByRole('button', { name: 'Créer mon compte' });
    btn.focus();
    rerender(<Step isPending isShown />);
    // react-aria announces the pending state by reference to the focused button.
    await waitFor(() => expect(announcements()).toHaveLength(1));
    expect(announcements()[0]).toHaveAttribute('aria-labelledby', btn.id);
    rerender(<Step isPending isShown={false} />);
    expect(announcements()).toHaveLength(0);
  });

  it('submits its form', async () => {
    const onSubmit = vi.fn((e: SubmitEvent) => e.preventDefault());
    render(
      <form onSubmit={(e) => onSubmit(e.nativeEvent as SubmitEvent)}>
        <Button type="submit">Envoyer</Button>
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('uses aria-label as the name of an icon-only button', () => {
    render(<Button aria-label="Fermer">×</Button>);
    expect(screen.getByRole('button', { name: 'Fermer' })).toBeInTheDocument();
  });
});
