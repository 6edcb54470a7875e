import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CadUnitQuestion, type CadUnitAsked } from '../../../../src/screens/Workspace/Cad';
import { useHeld } from '../../../held';
import { shownDialog } from '../../../overlays';

const NBSP = '\u00a0';
const flat = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
const TITLE = 'Dans quelle unité ce plan est-il dessiné\u202f?';

const meta = {
  title: 'Screens/Workspace/Cad/CadUnitQuestion',
  component: CadUnitQuestion,
  args: {
    questions: [{ id: '1', name: 'plan.dxf', insUnits: 0 }],
    onImport: fn(),
    onSkip: fn(),
  },
  render: function Render(args) {
    // The route takes the answered file off the queue.
    const [questions, setQuestions] = useHeld<readonly CadUnitAsked[]>(args.questions);
    const next = () => setQuestions(questions.slice(1));
    return (
      <CadUnitQuestion
        questions={questions}
        onImport={(id, unit, applyToOthers) => {
          args.onImport(id, unit, applyToOthers);
          if (applyToOthers) setQuestions([]);
          else next();
        }}
        onSkip={(id) => {
          args.onSkip(id);
          next();
        }}
      />
    );
  },
  parameters: { viewport: { width: 800, height: 700 } },
} satisfies Meta<typeof CadUnitQuestion>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * A file declared « sans unité »: the question names it, the focus is on the units, « Importer » without a choice
 * says what is missing; the arrows choose, Entrée imports.
 */
export const SansUnite: Story = {
  name: 'Fichier sans unité',
  play: async ({ args, step }) => {
    const dialog = await shownDialog('dialog', TITLE);
    await step('la question nomme le fichier et dit ce qu’il déclare', async () => {
      await expect(dialog).toHaveAccessibleDescription(
        `Le fichier «${NBSP}plan.dxf${NBSP}» ne dit pas dans quelle unité il est dessiné. Il se déclare «${NBSP}sans unité${NBSP}».`,
      );
      await expect(within(dialog).getByRole('radio', { name: 'Millimètre (mm)' })).toHaveFocus();
    });
    await step('« Importer » sans unité choisie : le message sous les choix, rien d’importé', async () => {
      await userEvent.click(within(dialog).getByRole('button', { name: 'Importer' }));
      await expect(
        within(dialog).getByText('Choisissez l’unité du dessin, ou n’importez pas ce fichier.'),
      ).toBeVisible();
      await expect(args.onImport).not.toHaveBeenCalled();
      await expect(within(dialog).getByRole('radio', { name: 'Millimètre (mm)' })).toHaveFocus();
    });
  },
};

/** The keyboard's way: the arrows choose a unit, Entrée imports. */
export const AuClavier: Story = {
  name: 'Choisir au clavier',
  play: async ({ args }) => {
    const dialog = await shownDialog('dialog', TITLE);
    await expect(within(dialog).getByRole('radio', { name: 'Millimètre (mm)' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(dialog).getByRole('radio', { name: 'Centimètre (cm)' })).toBeChecked();
    await userEvent.keyboard('{Enter}');
    await expect(args.onImport).toHaveBeenCalledWith('1', 'cm', false);
  },
};

/** An unknown code: what the file said (« décimètres »); Escape does not import the file. */
export const CodeInconnu: Story = {
  name: 'Unité que Metr ne prend pas',
  args: { questions: [{ id: '2', name: 'Lot 05 – façades.dxf', insUnits: 14 }] },
  play: async ({ step }) => {
    const dialog = await shownDialog('dialog', TITLE);
    await step('ce que dit le fichier', async () => {
      await expect(dialog).toHaveTextContent(
        flat(`Il indique l’unité n°${NBSP}14 (décimètres), que Metr ne prend pas pour un plan.`),
      );
      for (const name of [
        'Millimètre (mm)',
        'Centimètre (cm)',
        'Mètre (m)',
        `Pouce (25,4${NBSP}mm)`,
        `Pied (304,8${NBSP}mm)`,
      ]) {
        await expect(within(dialog).getByRole('radio', { name })).toBeInTheDocument();
      }
    });
  },
};

/** Escape is « Ne pas importer ce fichier »: nothing of it is saved. */
export const Echap: Story = {
  name: 'Échap n’importe pas',
  args: { questions: [{ id: '2', name: 'Lot 05 – façades.dxf', insUnits: 14 }] },
  play: async ({ args }) => {
    await shownDialog('dialog', TITLE);
    await userEvent.keyboard('{Escape}');
    await expect(args.onSkip).toHaveBeenCalledWith('2');
    await expect(args.onImport).not.toHaveBeenCalled();
  },
};

/** Three files without units in one batch: one answer for all, or file by file. */
export const PlusieursFichiers: Story = {
  name: 'Plusieurs fichiers sans unité',
  args: {
    questions: [
      { id: '1', name: 'RDC.dxf', insUnits: null },
      { id: '2', name: 'R+1.dxf', insUnits: null },
      { id: '3', name: 'R+2.dxf', insUnits: null },
    ],
  },
  play: async ({ args, step }) => {
    const dialog = await shownDialog('dialog', TITLE);
    await step('« Ne pas importer ce fichier » passe au suivant', async () => {
      await userEvent.click(within(dialog).getByRole('button', { name: 'Ne pas importer ce fichier' }));
      await expect(args.onSkip).toHaveBeenCalledWith('1');
      await waitFor(() => expect(within(document.body).getByRole('dialog')).toHaveTextContent('R+1.dxf'));
    });
    await step('le mètre, pour celui-ci et le dernier', async () => {
      const next = await shownDialog('dialog', TITLE);
      await userEvent.click(within(next).getByRole('radio', { name: 'Mètre (m)' }));
      await userEvent.click(
        within(next).getByRole('checkbox', { name: 'Même unité pour l’autre fichier sans unité de cet import' }),
      );
      await userEvent.click(within(next).getByRole('button', { name: 'Importer' }));
      await expect(args.onImport).toHaveBeenCalledWith('2', 'm', true);
    });
  },
};
