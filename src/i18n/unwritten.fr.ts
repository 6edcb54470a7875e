/**
 * Steps shown just before a page of a project was left, written when the workspace or the sheet opened again
 * (db/workspace/unwritten.ts): those whose rows had changed since in another tab were refused. Loaded only where they
 * are written (the workspace's start when some are kept, the sheet page).
 */
import { interpolate, pluralForm } from './format';

export const unwrittenFr = {
  refused: {
    one: 'Une modification faite juste avant de quitter la page n’a pas été enregistrée\u00a0: ce qu’elle change avait été modifié depuis, dans un autre onglet.',
    other:
      '{count}\u00a0modifications faites juste avant de quitter la page n’ont pas été enregistrées\u00a0: ce qu’elles changent avait été modifié depuis, dans un autre onglet.',
  },
};

/** The message for `count` steps refused. */
export function unwrittenRefusedMessage(count: number): string {
  return interpolate(pluralForm(unwrittenFr.refused, count), { count: String(count) });
}
