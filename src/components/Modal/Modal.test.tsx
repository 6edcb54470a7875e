import { Activity, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '../Button';
import { DialogTrigger, Modal } from './Modal';

function Triggered(props: {
  isDismissable?: boolean;
  isKeyboardDismissDisabled?: boolean;
  onOpenChange?: (o: boolean) => void;
}) {
  const { onOpenChange, ...modal } = props;
  return (
    <DialogTrigger onOpenChange={onOpenChange}>
      <Button>Demander un accès</Button>
      <Modal {...modal} title="Demander un accès" description="Nous vous répondons sous 48 heures.">
        <label>
          Adresse e-mail
          <input type="email" />
        </label>
      </Modal>
    </DialogTrigger>
  );
}

describe('Modal', () => {
  it('opens from its trigger, is named and described, and moves focus inside', async () => {
    const user = userEvent.setup();
    render(<Triggered />);
    const trigger = screen.getByRole('button', { name: 'Demander un accès' });
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Demander un accès' });
    expect(dialog).toHaveAccessibleDescription('Nous vous répondons sous 48 heures.');
    expect(screen.getByRole('heading', { level: 2, name: 'Demander un accès' })).toBeInTheDocument();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes on Escape and gives focus back to the trigger', async () => {
    const onOpenChange = vi.fn();
    const user = userEvent.setup();
    render(<Triggered onOpenChange={onOpenChange} />);
    const trigger = screen.getByRole('button', { name: 'Demander un accès' });
    trigger.focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    // FocusScope restores focus in a later frame.
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('rendered ahead, hidden, then revealed: the focus goes back to the element that opened it', async () => {
    // The sign-up modal's way (RootLayout): rendered open inside a hidden Activity while something else has the focus,
    // which react-aria notes as the element to give the focus back to.
    function Ahead() {
      const [state, setState] = useState<'ahead' | 'open' | 'closed'>('ahead');
      return (
        <>
          <input aria-label="Recherche" />
          <Button onPress={() => setState('open')}>Demander un accès</Button>
          <Activity mode={state === 'ahead' ? 'hidden' : 'visible'}>
            <Modal
              isOpen={state !== 'closed'}
              onClose={() => setState('closed')}
              isRenderedAhead
              title="Demander un accès"
            >
              <input aria-label="Adresse e-mail" />
            </Modal>
          </Activity>
        </>
      );
    }
    const user = userEvent.setup();
    render(<Ahead />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const trigger = screen.getByRole('button', { name: 'Demander un accès' });
    trigger.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Demander un accès' });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
    // A few frames later, still there: nothing moves it afterwards.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(trigger).toHaveFocus();
  });

  it('traps focus: Tab cycles inside the dialog', async () => {
    const user = userEvent.setup();
    render(<Triggered />);
    await user.click(screen.getByRole('button', { name: 'Demander un accès' }));
    const dialog = await screen.findByRole('dialog');
    const close = screen.getByRole('button', { name: 'Fermer' });
    const input = screen.getByLabelText('Adresse e-mail');
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab();
    expect(input).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('closes with the close button', async () => {
    const user = userEvent.setup();
    render(<Triggered />);
    await user.click(screen.getByRole('button', { name: 'Demander un accès' }));
    await user.click(await screen.findByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('keeps open on Escape when keyboard dismissal is disabled', async () => {
    const user = userEvent.setup();
    render(<Triggered isKeyboardDismissDisabled />);
    await user.click(screen.getByRole('button', { name: 'Demander un accès' }));
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('closes on an outside press by default, not when isDismissable is false', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Triggered />);
    await user.click(screen.getByRole('button', { name: 'Demander un accès' }));
    await screen.findByRole('dialog');
    await user.click(document.body);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    unmount();

    render(<Triggered isDismissable={false} />);
    await user.click(screen.getByRole('button', { name: 'Demander un accès' }));
    await screen.findByRole('dialog');
    await user.click(document.body);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('works controlled, and hands `close` to a children function', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [isOpen, setOpen] = useState(true);
      return (
        <>
          <p>{isOpen ? 'ouvert' : 'fermé'}</p>
          <Modal isOpen={isOpen} onOpenChange={setOpen} title="Supprimer le projet" size="sm">
            {({ close }) => <Button onPress={close}>Annuler</Button>}
          </Modal>
        </>
      );
    }
    render(<Controlled />);
    expect(screen.getByRole('dialog', { name: 'Supprimer le projet' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('fermé')).toBeInTheDocument();
  });

  it('calls onClose once per closing, by Escape or by close() from inside, beside onOpenChange(false)', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const onOpenChange = vi.fn();
    const modal = (isOpen: boolean) => (
      <Modal isOpen={isOpen} onOpenChange={onOpenChange} onClose={onClose} title="Renommer la version">
        {({ close }) => <Button onPress={close}>Annuler</Button>}
      </Modal>
    );
    const { rerender } = render(modal(true));
    await screen.findByRole('dialog', { name: 'Renommer la version' });
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    await user.click(screen.getByRole('button', { name: 'Annuler' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    rerender(modal(false));
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('opens as a drawer against the start or the end edge, still a modal dialog', async () => {
    const user = userEvent.setup();
    const { rerender } = render(
      <Modal isOpen title="Plans du projet" placement="start">
        <p>RDC</p>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Plans du projet' });
    expect(dialog.closest('[data-placement]')).toHaveAttribute('data-placement', 'start');
    rerender(
      <Modal isOpen title="Plans du projet" placement="end">
        <p>RDC</p>
      </Modal>,
    );
    expect(screen.getByRole('dialog').closest('[data-placement]')).toHaveAttribute('data-placement', 'end');
    await user.keyboard('{Escape}');
  });

  it('is centred by default', () => {
    render(<Modal isOpen title="Nouveau projet" />);
    expect(screen.getByRole('dialog').closest('[data-placement]')).toHaveAttribute('data-placement', 'center');
  });
});
