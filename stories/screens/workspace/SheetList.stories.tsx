import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ImportPanel } from '../../../src/screens/Workspace/Import';
import { ProjectSheets, SheetList } from '../../../src/screens/Workspace/Sheets';
import { analysing, done, manySheets, manyThumbnailUrls, sheetHref, sheets, thumbnailUrls } from './import-story-data';
import { withMaxWidth, withScrollBox } from '../../decorators';
import { expectStillAnimation } from '../../animation';
import { pressTargetWhileScrolling, scrollerOf } from '../../virtualized';

const NBSP = '\u00a0';

/**
 * react-aria renders a collection's items after its first render (an empty list first): wait for a sheet's row, with
 * room for a loaded machine.
 */
const sheetsShown = (canvasElement: HTMLElement) =>
  within(canvasElement).findAllByRole('row', { name: /A-102 – Plan du R\+1/ }, { timeout: 5000 });

const meta = {
  title: 'Screens/Workspace/SheetList',
  component: ProjectSheets,
  args: {
    sheets,
    thumbnailUrls,
    sheetHref,
    currentSheetId: null,
    onRename: fn(),
    onDelete: fn(),
  },
  decorators: [withMaxWidth(560)],
  parameters: { viewport: { width: 800, height: 900 }, route: '/dashboard/projets/projet-demo' },
} satisfies Meta<typeof ProjectSheets>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No plan yet: the list says so and invites to import. */
export const Vide: Story = {
  args: { sheets: [] },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('une invitation à importer', async () => {
      await expect(await canvas.findByText('Aucun plan pour l’instant.', {}, { timeout: 5000 })).toBeVisible();
      await expect(
        canvas.getByText(/comme l’espace objet d’un DXF ou d’un DWG et chacune de ses présentations/),
      ).toBeVisible();
      await expectStillAnimation(canvasElement, 'emptySheets');
    });
  },
};

export const Chargement: Story = { args: { sheets: null } };

/** Sheets with their thumbnails, file and page, scale state and revision; the open one marked. */
export const Rempli: Story = {
  args: { currentSheetId: 's2' },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await sheetsShown(canvasElement);
    const grid = canvas.getByRole('grid', { name: 'Plans du projet' });
    await step('une ligne par plan, avec sa page et son échelle', async () => {
      const rows = within(grid).getAllByRole('row');
      await expect(rows).toHaveLength(4);
      await expect(rows[0]).toHaveTextContent('Échelle 1/100');
      await expect(rows[1]).toHaveTextContent('Ouvert');
      await expect(rows[1]).toHaveTextContent('Non étalonné');
      await expect(rows[2]).toHaveTextContent('Indice B');
      await expect(canvas.getByText('4 plans')).toBeVisible();
      await expect(canvas.getByRole('img', { name: 'Aperçu indisponible' })).toBeVisible();
    });
    await step('au clavier\u00a0: les flèches parcourent les plans et atteignent leurs boutons', async () => {
      await userEvent.tab();
      await expect(within(grid).getAllByRole('row')[0]).toHaveFocus();
      await userEvent.keyboard('{ArrowDown}');
      await expect(within(grid).getAllByRole('row')[1]).toHaveFocus();
      await userEvent.keyboard('{ArrowRight}');
      await expect(canvas.getByRole('button', { name: `Renommer «${NBSP}A-102 – Plan du R+1${NBSP}»` })).toHaveFocus();
    });
  },
};

/** Renaming in the row: the field takes the keys; an empty name is refused with a message. */
export const Renommage: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('renommer au clavier', async () => {
      await sheetsShown(canvasElement);
      await userEvent.click(canvas.getByRole('button', { name: `Renommer «${NBSP}A-102 – Plan du R+1${NBSP}»` }));
      const field = canvas.getByRole('textbox', { name: 'Nom du plan' });
      await expect(field).toHaveFocus();
      await userEvent.clear(field);
      await userEvent.keyboard('A-102 – Plan de l’étage');
      await userEvent.keyboard('{Enter}');
      await expect(args.onRename).toHaveBeenCalledWith('s2', 'A-102 – Plan de l’étage');
    });
    await step('un nom vide est refusé, le champ reste ouvert', async () => {
      await userEvent.click(canvas.getByRole('button', { name: `Renommer «${NBSP}coupes.pdf – page 3${NBSP}»` }));
      const field = canvas.getByRole('textbox', { name: 'Nom du plan' });
      await userEvent.clear(field);
      await userEvent.keyboard('{Enter}');
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription('Saisissez un nom.');
    });
  },
};

/** Deleting asks first, naming the sheet and the measurements that go with it. */
export const Suppression: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('la confirmation nomme le plan et ses mesures', async () => {
      await sheetsShown(canvasElement);
      await userEvent.click(
        canvas.getAllByRole('button', {
          name: `Supprimer «${NBSP}A-101 – Plan du rez-de-chaussée${NBSP}»`,
        })[0] as HTMLElement,
      );
      const dialog = await screen.findByRole('alertdialog', { name: `Supprimer ce plan\u202f?` }, { timeout: 5000 });
      await expect(dialog).toHaveAccessibleDescription(
        `«${NBSP}A-101 – Plan du rez-de-chaussée${NBSP}» sera retiré du projet, avec ses 12 mesures. Vous pourrez annuler la suppression.`,
      );
      await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Conserver' })).toHaveFocus());
    });
  },
};

/** The project page's plans area as a whole: import running above the list. */
export const AvecImport: Story = {
  args: {
    importPanel: (
      <ImportPanel
        items={[analysing('1', 'facades.pdf', 3, 8), done('2', 'va-finish-plan.pdf', 2)]}
        storage={{ usage: 48_200_000, quota: 2_150_000_000, planBytes: 41_700_000, reclaimableBytes: 0 }}
        onFiles={fn()}
        onCancel={fn()}
        onCancelAll={fn()}
        onAnswer={fn()}
        onDismiss={fn()}
        onClearSettled={fn()}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'facades.pdf' })).toBeVisible();
    await sheetsShown(canvasElement);
    await expect(canvas.getByRole('grid', { name: 'Plans du projet' })).toBeVisible();
  },
};

/** The viewer's thumbnail strip: the same list, compact, the open sheet framed. */
export const Compacte: Story = {
  decorators: [withMaxWidth(200)],
  render: (args) => (
    <SheetList
      variant="compact"
      aria-label="Plans"
      sheets={args.sheets}
      {...(args.thumbnailUrls && { thumbnailUrls: args.thumbnailUrls })}
      sheetHref={args.sheetHref}
      currentSheetId="s2"
    />
  ),
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('vignette, nom et page, sans bouton', async () => {
      await sheetsShown(canvasElement);
      const rows = within(canvas.getByRole('grid', { name: 'Plans' })).getAllByRole('row');
      await expect(rows[0]).toHaveTextContent('Page 1');
      await expect(rows[1]).toHaveTextContent('Ouvert');
      await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
    });
  },
};

/**
 * A 500-page set in a region that scrolls: only the rows in view are mounted (the list keeps its full height and
 * scrolls with what holds it); the keyboard still reaches every sheet, End the last one, which is then mounted and
 * focused.
 */
export const CinqCentsPlans: Story = {
  args: { sheets: manySheets, thumbnailUrls: manyThumbnailUrls, currentSheetId: 'p2' },
  decorators: [withScrollBox(720)],
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await within(canvasElement).findAllByRole('row', { name: /Planche 001/ }, { timeout: 5000 });
    const grid = canvas.getByRole('grid', { name: 'Plans du projet' });
    await step('500 plans annoncés, une vingtaine de lignes montées', async () => {
      await expect(canvas.getByText('500 plans')).toBeVisible();
      await expect(grid).toHaveAttribute('aria-rowcount', '500');
      await expect(within(grid).getAllByRole('row').length).toBeLessThan(30);
    });
    await step('au clavier : Fin atteint le 500e plan, Début revient au premier', async () => {
      await userEvent.tab();
      await expect(within(grid).getAllByRole('row')[0]).toHaveFocus();
      await userEvent.keyboard('{End}');
      await waitFor(() => expect(within(grid).getByRole('row', { name: /Planche 500/ })).toHaveFocus());
      await userEvent.keyboard('{Home}');
      await waitFor(() => expect(within(grid).getByRole('row', { name: /Planche 001/ })).toHaveFocus());
    });
  },
};

/**
 * A press while the set scrolls (a wheel turn just before): it lands on the sheet's button, not on the list's box
 * (react-aria turns the rows' pointer events off while the list or what holds it scrolls).
 */
export const PressionPendantLeDefilement: Story = {
  args: CinqCentsPlans.args,
  decorators: CinqCentsPlans.decorators,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findAllByRole('row', { name: /Planche 001/ }, { timeout: 5000 });
    const grid = within(canvasElement).getByRole('grid', { name: 'Plans du projet' });
    const { target, hit } = await pressTargetWhileScrolling(
      grid,
      scrollerOf(grid),
      2000,
      'button[aria-label^="Renommer"]',
    );
    await expect(target.contains(hit)).toBe(true);
  },
};
