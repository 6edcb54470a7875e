import type { ComponentProps, ReactNode } from 'react';
import { screen, userEvent, within } from 'storybook/test';
import { Button } from '../../src/components/Button';
import { DialogTrigger } from '../../src/components/Modal';

/**
 * An overlay behind its trigger, a secondary button labelled `label`. The state lives in DialogTrigger, so that is
 * where onOpenChange goes and focus returns to the trigger.
 */
export function BehindTrigger({
  label,
  onOpenChange,
  children,
}: {
  label: string;
  onOpenChange: ComponentProps<typeof DialogTrigger>['onOpenChange'];
  children: ReactNode;
}) {
  return (
    <DialogTrigger onOpenChange={onOpenChange}>
      <Button variant="secondary">{label}</Button>
      {children}
    </DialogTrigger>
  );
}

/** Opens the overlay from its trigger with the keyboard (focus, then Enter); returns the trigger and the overlay. */
export async function openFromTrigger(
  canvasElement: HTMLElement,
  label: string,
  role: 'dialog' | 'alertdialog',
  name: string | RegExp,
) {
  const trigger = within(canvasElement).getByRole('button', { name: label });
  trigger.focus();
  await userEvent.keyboard('{Enter}');
  const dialog = await screen.findByRole(role, { name });
  return { trigger, dialog };
}
