import { expect, screen, waitFor } from 'storybook/test';

/** A dialog the play has just opened: found by role and name, then waited for until its fade-in has run. */
export async function shownDialog(role: 'dialog' | 'alertdialog', name: string | RegExp) {
  const dialog = await screen.findByRole(role, { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return dialog;
}
