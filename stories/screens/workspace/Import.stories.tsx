import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { importFailureMessage, importFailureHint } from '../../../src/i18n/importMessages';
import { ImportPanel } from '../../../src/screens/Workspace/Import';
import type { ImportFailureReason } from '../../../src/workspace/import/types';
import { analysing, cancelled, done, failed, queued, question, reading, saving, skipped } from './import-story-data';
import { withMaxWidth } from '../../decorators';

const NBSP = '\u00a0';
/** Testing Library's text matchers collapse every space, no-break ones included. */
const flat = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

const meta = {
  title: 'Screens/Workspace/Import',
  component: ImportPanel,
  args: {
    items: [],
    storage: { usage: 48_200_000, quota: 2_150_000_000, planBytes: 41_700_000, reclaimableBytes: 0 },
    onFiles: fn(),
    onCancel: fn(),
    onCancelAll: fn(),
    onAnswer: fn(),
    onDismiss: fn(),
    onClearSettled: fn(),
  },
  // The width of the project page's plans column.
  decorators: [withMaxWidth(560)],
  parameters: { viewport: { width: 800, height: 700 } },
} satisfies Meta<typeof ImportPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Before any import: the drop zone, « Importer des plans » and the space used. */
export const Vide: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('le bouton ouvre le sélecteur de fichiers, plusieurs PDF à la fois', async () => {
      await expect(canvas.getByRole('button', { name: 'Importer des plans' })).toBeVisible();
      const input = canvasElement.querySelector('input[type="file"]');
      await expect(input).toHaveAttribute('multiple');
      await expect(input).toHaveAttribute('accept', 'application/pdf,.pdf');
    });
    await step('l’espace utilisé est affiché', async () => {
      await expect(
        canvas.getByText(flat(`48,2${NBSP}Mo utilisés sur 2,2${NBSP}Go disponibles, dont 41,7${NBSP}Mo de plans`)),
      ).toBeVisible();
    });
  },
};

/** Files picked: they arrive in order, and the panel says what it received. */
export const FichiersChoisis: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('deux PDF choisis au clavier', async () => {
      const input = canvasElement.querySelector<HTMLInputElement>('input[type="file"]');
      const files = [
        new File(['%PDF-1.7'], 'A-101.pdf', { type: 'application/pdf' }),
        new File(['%PDF-1.7'], 'A-102.pdf', { type: 'application/pdf' }),
      ];
      if (input) await userEvent.upload(input, files);
      await expect(args.onFiles).toHaveBeenCalledWith(files);
      await expect(canvas.getByRole('status')).toHaveTextContent(
        flat(`2 fichiers reçus${NBSP}: A-101.pdf, A-102.pdf.`),
      );
    });
  },
};

/**
 * A project with plans (issue 27): « Importer un nouvel indice » beside the drop zone; the file picked there is
 * imported as the new indice of the project's plans (its pages paired first), one PDF at a time.
 */
export const NouvelIndice: Story = {
  args: { onIndiceFiles: fn() },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('le bouton « Importer un nouvel indice » prend un PDF', async () => {
      await expect(canvas.getByRole('button', { name: 'Importer un nouvel indice' })).toBeVisible();
      const inputs = canvasElement.querySelectorAll<HTMLInputElement>('input[type="file"]');
      const input = inputs[inputs.length - 1];
      await expect(input).not.toHaveAttribute('multiple');
      const file = new File(['%PDF-1.7'], 'A-101-indice-B.pdf', { type: 'application/pdf' });
      if (input) await userEvent.upload(input, file);
      await expect(args.onIndiceFiles).toHaveBeenCalledWith([file]);
      await expect(args.onFiles).not.toHaveBeenCalled();
    });
  },
};

/** Several files at once, each with its own bar and step; the rest of the page stays usable. */
export const EnCours: Story = {
  args: {
    items: [
      analysing('1', 'va-finish-plan.pdf', 2, 2),
      reading('2', 'A-100 – Plans des niveaux.pdf', 86_500_000, 0.09),
      saving('3', 'coupes.pdf'),
      queued('4', 'facades.pdf'),
    ],
  },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('une barre par fichier, nommée par le fichier, avec son étape', async () => {
      const bar = canvas.getByRole('progressbar', { name: 'va-finish-plan.pdf' });
      await expect(bar).toHaveAttribute('aria-valuetext', 'Analyse de la page 2 sur 2…');
      await expect(canvas.getByRole('progressbar', { name: 'facades.pdf' })).toHaveAttribute(
        'aria-valuetext',
        'En attente',
      );
      await expect(canvas.getByRole('progressbar', { name: 'coupes.pdf' })).toHaveAttribute(
        'aria-valuetext',
        'Enregistrement…',
      );
    });
    await step('annuler un fichier au clavier', async () => {
      const cancel = canvas.getByRole('button', { name: `Annuler l’import de «${NBSP}facades.pdf${NBSP}»` });
      cancel.focus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onCancel).toHaveBeenCalledWith('4');
    });
    await step('un fichier en cours d’enregistrement ne s’annule plus (tout ou rien)', async () => {
      await expect(
        canvas.queryByRole('button', { name: `Annuler l’import de «${NBSP}coupes.pdf${NBSP}»` }),
      ).not.toBeInTheDocument();
      await userEvent.click(canvas.getByRole('button', { name: 'Tout annuler' }));
      await expect(args.onCancelAll).toHaveBeenCalled();
    });
  },
};

/** How each file ended: imported, imported as a new revision, skipped, cancelled. */
export const Termines: Story = {
  args: {
    items: [
      done('1', 'va-finish-plan.pdf', 2),
      done('2', 'va-finish-plan-indice-b.pdf', 2, 'file-va'),
      skipped('3', 'va-finish-plan (1).pdf'),
      cancelled('4', 'facades.pdf'),
    ],
  },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('chaque fichier dit comment il s’est terminé', async () => {
      await expect(canvas.getByText('2 plans importés')).toBeVisible();
      await expect(canvas.getByText('2 plans importés comme nouvel indice')).toBeVisible();
      await expect(canvas.getByText('Ignoré, déjà dans le projet')).toBeVisible();
      await expect(canvas.getByText('Import annulé')).toBeVisible();
    });
    await step('retirer les imports terminés', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Effacer les imports terminés' }));
      await expect(args.onClearSettled).toHaveBeenCalled();
    });
  },
};

const errorStory = (reason: ImportFailureReason, name: string, size: number): Story => ({
  args: { items: [failed('1', name, reason, size), done('2', 'va-finish-plan.pdf', 2)] },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('le message nomme le fichier et la raison, avec quoi faire', async () => {
      const line = canvas.getAllByRole('listitem')[0] as HTMLElement;
      await expect(line).toHaveTextContent(flat(importFailureMessage(reason, name)));
      await expect(line).toHaveTextContent(flat(importFailureHint(reason)));
      await expect(within(line).queryByRole('progressbar')).not.toBeInTheDocument();
    });
    await step('le reste du lot est importé', async () => {
      await expect(canvas.getByText('2 plans importés')).toBeVisible();
    });
  },
});

export const ErreurPasUnPdf = errorStory('notPdf', 'devis-lot-02.xlsx', 5_412);
export const ErreurEndommage = errorStory('corrupt', 'plan-tronque.pdf', 1_100);
export const ErreurMotDePasse = errorStory('password', 'plan-protege.pdf', 2_900);
export const ErreurFichierVide = errorStory('empty', 'vide.pdf', 0);
export const ErreurTropLourd = errorStory('tooLarge', 'DCE complet – tous lots.pdf', 212_000_000);
export const ErreurQuota = errorStory('quota', 'va-finish-plan-indice-c.pdf', 1_180_000);
/** A decompression bomb, or a page no browser can draw: stopped at the operator limit. */
export const ErreurTropComplexe = errorStory('tooComplex', 'plan-masse-topo.pdf', 1_900_000);
/** Refused from its page count before any page is opened. */
export const ErreurTropDePages = errorStory('tooManyPages', 'DCE complet – 20 000 pages.pdf', 2_500_000);

/** The same file again: skip it, or add it as a new revision; the other files waiting can share the answer. */
export const Doublon: Story = {
  args: {
    items: [
      question('1', 'va-finish-plan.pdf'),
      question('2', 'A-102 – copie.pdf', 'A-102.pdf'),
      analysing('3', 'coupes.pdf', 1, 3),
    ],
  },
  play: async ({ args, step }) => {
    const dialog = await screen.findByRole(
      'alertdialog',
      { name: 'Ce plan est déjà dans le projet' },
      { timeout: 5000 },
    );
    await step('la question nomme le fichier et la date du premier import', async () => {
      await expect(dialog).toHaveTextContent(
        flat(`«${NBSP}va-finish-plan.pdf${NBSP}» est déjà dans ce projet (importé le 3 mars 2026 à`),
      );
      await expect(within(dialog).getByRole('button', { name: 'Ignorer' })).toHaveFocus();
      // Visible once the dialog's entrance has faded it in (opacity 0 counts as hidden).
      await waitFor(() =>
        expect(
          within(dialog).getByRole('checkbox', { name: 'Faire de même pour l’autre fichier déjà importé' }),
        ).toBeVisible(),
      );
    });
    await step('au clavier\u00a0: la case, puis « Ajouter comme nouvel indice »', async () => {
      await userEvent.tab({ shift: true });
      await userEvent.keyboard(' ');
      await expect(within(dialog).getByRole('checkbox')).toBeChecked();
      within(dialog).getByRole('button', { name: 'Ajouter comme nouvel indice' }).focus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onAnswer).toHaveBeenCalledWith('1', 'revision', true);
    });
  },
};
