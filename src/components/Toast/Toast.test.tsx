import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { TOAST_TIMEOUT_MS, ToastRegion, type ToastItem } from './Toast';

function Host({ initial, onUndo = () => undefined }: { initial: ToastItem[]; onUndo?: () => void }) {
  const [toasts, setToasts] = useState(initial);
  return (
    <>
      <button type="button">Avant</button>
      <ToastRegion
        toasts={toasts.map((t) => (t.action ? { ...t, action: { ...t.action, onAction: onUndo } } : t))}
        onDismiss={(id) => setToasts((list) => list.filter((t) => t.id !== id))}
      />
    </>
  );
}

const deleted: ToastItem = {
  id: '1',
  message: 'Projet supprimé\u00a0: «\u00a0Halle\u00a0»',
  action: { label: 'Annuler', onAction: () => undefined },
};

describe('ToastRegion', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('keeps a status region in the page and speaks each message there; the landmark appears with a notification', () => {
    const { rerender } = render(<ToastRegion toasts={[]} onDismiss={() => undefined} />);
    const status = screen.getByRole('status');
    expect(status).toBeEmptyDOMElement();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    rerender(<ToastRegion toasts={[deleted]} onDismiss={() => undefined} />);
    expect(screen.getByRole('status')).toBe(status);
    expect(status.textContent).toBe(deleted.message);
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
    // The notification is named by its message, for whoever Tabs to its buttons.
    expect(screen.getByRole('group', { name: deleted.message })).toBeInTheDocument();
  });

  it(`closes by itself after exactly ${TOAST_TIMEOUT_MS} ms, or its own timeout`, () => {
    render(<Host initial={[deleted, { id: '2', message: 'Court', timeout: 1000 }]} />);
    act(() => vi.advanceTimersByTime(999));
    expect(screen.getByRole('group', { name: 'Court' })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('group', { name: 'Court' })).not.toBeInTheDocument();
    act(() => vi.advanceTimersByTime(TOAST_TIMEOUT_MS - 1001));
    expect(screen.getByRole('group', { name: deleted.message })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('waits while the pointer is over it and counts only the time left afterwards', () => {
    render(<Host initial={[deleted]} />);
    act(() => vi.advanceTimersByTime(3000));
    fireEvent.pointerEnter(screen.getByRole('region'));
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('group', { name: deleted.message })).toBeInTheDocument();
    fireEvent.pointerLeave(screen.getByRole('region'));
    act(() => vi.advanceTimersByTime(TOAST_TIMEOUT_MS - 3001));
    expect(screen.getByRole('group', { name: deleted.message })).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('waits while the focus is inside; the action runs once and closes it, the focus goes back', () => {
    const onUndo = vi.fn();
    render(<Host initial={[deleted]} onUndo={onUndo} />);
    const before = screen.getByRole('button', { name: 'Avant' });
    before.focus();
    const undo = screen.getByRole('button', { name: 'Annuler' });
    act(() => undo.focus());
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('region')).toBeInTheDocument();
    fireEvent.click(undo);
    expect(onUndo).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(before).toHaveFocus();
  });

  it('closes with its close button or Escape; a null timeout stays', () => {
    render(
      <Host
        initial={[
          { id: 'a', message: 'Reste', timeout: null },
          { ...deleted, id: 'b' },
        ]}
      />,
    );
    act(() => vi.advanceTimersByTime(10 * TOAST_TIMEOUT_MS));
    expect(screen.getByRole('group', { name: 'Reste' })).toBeInTheDocument();
    fireEvent.keyDown(screen.getByRole('button', { name: 'Fermer la notification' }), { key: 'Escape' });
    expect(screen.queryByRole('group', { name: 'Reste' })).not.toBeInTheDocument();
  });
});
