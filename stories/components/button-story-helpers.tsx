import type { ArgTypes } from '@storybook/react-vite';
import { Fragment, type ReactNode } from 'react';
import { expect, userEvent, within } from 'storybook/test';

/** The controls of what is drawn as a button (Button, ButtonLink): its variant, size and width. */
export const buttonArgTypes = {
  variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
  size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  width: { control: 'inline-radio', options: ['auto', 'full'] },
} satisfies ArgTypes;

const sizes = [
  ['sm', 'Petit'],
  ['md', 'Moyen'],
  ['lg', 'Grand'],
] as const;

/** The three sizes side by side, each labelled with its French name. */
export function SizeRow({ children }: { children: (size: 'sm' | 'md' | 'lg', label: string) => ReactNode }) {
  return (
    <div style={{ display: 'flex', gap: 'var(--metr-space-md)', alignItems: 'center' }}>
      {sizes.map(([size, label]) => (
        <Fragment key={size}>{children(size, label)}</Fragment>
      ))}
    </div>
  );
}

/** A disabled button: it says so, and a click forced through it reaches nothing (`spy` is never called). */
export async function expectDisabledButton(canvasElement: HTMLElement, name: string, spy: unknown) {
  const button = within(canvasElement).getByRole('button', { name });
  await expect(button).toBeDisabled();
  await userEvent.click(button, { pointerEventsCheck: 0 });
  await expect(spy).not.toHaveBeenCalled();
}
