import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../Button';
import { DialogTrigger } from '../Modal';
import { AlertDialog, type AlertDialogProps } from './AlertDialog';

const base: AlertDialogProps = {
  title: 'Inscription envoyée',
  message: 'Merci pour votre inscription au programme bêta. Nous vous recontacterons très vite.',
  actionLabel: 'Continuer',
};

function Triggered({ onOpenChange, ...props }: Partial<AlertDialogProps> & { onOpenChange?: (o: boolean) => void }) {
  return (
    <DialogTrigger onOpenChange={onOpenChange}>
      <Button>M’inscrire</Button>
      <AlertDialog {...base} {...props} />
    </DialogTrigger>
  );
}

describe('AlertDialog', () => {
  it('is an alertdialog named by its title and described by its message, focus on the action', async () => {
    const user = userEvent.setup();
    render(<Triggered />);
    await user.click(screen.getByRole('button', { name: 'M’inscrire' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Inscription envoyée' });
    expect(dialog).toHaveAccessibleDescription(base.message as string);
    expect(screen.getByRole('button', { name: 'Continuer' })).toHaveFocus();
    // No close button: the user answers with an action.
    expect(screen.queryByRole('button', { name: 'Fermer' })).not.toBeInTheDocument();
  });

  it('runs the action, closes and gives focus back to the trigger', async () => {
    const onAction = vi.fn();
    const onOpenChange = vi.fn();
    const user = userEvent.setup();
    render(<Triggered onAction={onAction} onOpenChange={onOpenChange} />);
    const trigger = screen.getByRole('button', { name: 'M’inscrire' });
    await user.click(trigger);
    await user.keyboard('{Enter}');
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('closes on Escape without running the action', async () => {
    const onAction = vi.fn();
    const onOpenChange = vi.fn();
    const user = userEvent.setup();
    render(<Triggered onAction={onAction} onOpenChange={onOpenChange} />);
    await user.click(screen.getByRole('button', { name: 'M’inscrire' }));
    await screen.findByRole('alertdialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(onAction).not.toHaveBeenCalled();
  });

  it('does not close on an outside press', async () => {
    const user = userEvent.setup();
    render(<Triggered />);
    await user.click(screen.getByRole('button', { name: 'M’inscrire' }));
    await screen.findByRole('alertdialog');
    await user.click(document.body);
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });

  it('focuses the cancel button first when there is one, and cancel closes', async () => {
    const onCancel = vi.fn();
    const onAction = vi.fn();
    const user = userEvent.setup();
    render(
      <Triggered
        tone="danger"
        title="Supprimer le projet ?"
        message="Le projet et ses métrés seront supprimés."
        actionLabel="Supprimer"
        cancelLabel="Annuler"
        onCancel={onCancel}
        onAction={onAction}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'M’inscrire' }));
    const cancel = await screen.findByRole('button', { name: 'Annuler' });
    expect(cancel).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Supprimer' })).toHaveFocus();
    await user.tab();
    expect(cancel).toHaveFocus();
    await user.click(cancel);
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onAction).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('can be controlled', () => {
    render(<AlertDialog {...base} isOpen onOpenChange={() => {}} />);
    expect(screen.getByRole('alertdialog', { name: 'Inscription envoyée' })).toBeInTheDocument();
  });
});
