import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { articlePlace, libraryOutline, outlineArticles } from '../../../src/domain/library/outline';
import { SAMPLE_SHEETS, sampleLibrary, sampleVariable } from '../../../src/domain/library/testing/sample';
import { measurement, p } from '../../../src/domain/takeoff/testing/fixtures';
import type { Measurement } from '../../../src/domain/takeoff/types';
import { checkBulkLink } from '../../../src/routes/workspace/bulkLinkCheck';
import { BulkLinkPanel, type BulkLinkPanelProps } from '../../../src/screens/Workspace/MeasurementArticles';

const { state, byDesignation } = sampleLibrary();
const articles = outlineArticles(libraryOutline(state, null));
const carrelage = byDesignation('Carrelage grès cérame 45');
const plinthe = byDesignation('Plinthe en bois');
const variables = [sampleVariable('HSP', 2.5, 'm')];

// 1 point = 1 cm on the sample sheet.
const rect = (w: number, h: number) => [p(0, 0), p(w, 0), p(w, h), p(0, h)];
const rooms: Measurement[] = [
  measurement('area', { id: 'r1', label: '144A PATIENT ROOM', points: rect(420, 350), holes: [] }),
  measurement('area', { id: 'r2', label: '144B PATIENT ROOM', points: rect(420, 350), holes: [] }),
  measurement('area', { id: 'r3', label: '145 TOILETTE', points: rect(240, 180), holes: [] }),
  measurement('area', { id: 'r4', label: '146 PATIENT ROOM', points: rect(400, 360), holes: [] }),
  measurement('area', { id: 'r5', label: '147 PATIENT ROOM', points: rect(400, 360), holes: [] }),
];
const skirting = [
  measurement('length', { id: 'k1', label: 'Plinthe 144A', points: rect(420, 350), closed: true }),
  measurement('length', { id: 'k2', label: 'Plinthe 144B', points: rect(420, 350), closed: true }),
];

const view = (id: string) => {
  const article = state.libraryItems.get(id);
  const place = article && articlePlace(state, article);
  if (!article || !place) throw new Error(`no article ${id}`);
  return { articleId: id, number: place.number, designation: article.designation, unit: article.unite };
};

/** What the container computes, from the measurements, the article chosen and the formula typed. */
function Stateful({
  measurements,
  initialArticle = null,
  initialFormula = 'Q',
  ...rest
}: Partial<BulkLinkPanelProps> & {
  measurements: readonly Measurement[];
  initialArticle?: string | null;
  initialFormula?: string;
}) {
  const [articleId, setArticleId] = useState<string | null>(initialArticle);
  const [formula, setFormula] = useState(initialFormula);
  const check = articleId
    ? checkBulkLink(measurements, { articleId, formula }, { sheets: SAMPLE_SHEETS, variables, library: state })
    : null;
  return (
    <BulkLinkPanel
      count={measurements.length}
      articles={articles}
      chosen={articleId ? view(articleId) : null}
      onChoose={setArticleId}
      formula={formula}
      onFormulaChange={setFormula}
      errors={check?.errors ?? []}
      unitError={check?.unitError ?? null}
      total={check?.total ?? null}
      notApplicable={check?.notApplicable ?? []}
      applicableCount={check?.applicable.length ?? 0}
      onLink={fn()}
      linked={[]}
      onUnlink={fn()}
      {...rest}
    />
  );
}

const meta = {
  title: 'Screens/Workspace/BulkLinkPanel',
  component: Stateful,
  args: { measurements: rooms, onLink: fn(), onUnlink: fn() },
  parameters: { layout: 'padded', viewport: { width: 420, height: 900 } },
} satisfies Meta<typeof Stateful>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Five rooms selected: the article found by its name, Entrée chooses it, `Q` gives the floors' total. */
export const PlusieursMesures: Story = {
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('le titre dit combien de mesures', async () => {
      await expect(canvas.getByRole('heading', { name: 'Relier les 5\u00a0mesures à un article' })).toBeVisible();
    });
    await step('chercher « carrelage », Entrée choisit le premier', async () => {
      await userEvent.type(canvas.getByRole('textbox', { name: 'Article' }), 'carrelage 45{Enter}');
      await expect(canvas.getByText(carrelage.designation)).toBeVisible();
    });
    await step('la formule Q donne le total des cinq pièces', async () => {
      await expect(canvas.getByRole('textbox', { name: 'Formule pour les 5\u00a0mesures' })).toHaveValue('Q');
      await expect(canvas.getByText(/62,52/)).toBeVisible();
    });
    await step('relier, au clavier', async () => {
      const submit = canvas.getByRole('button', { name: /^Relier les 5\u00a0mesures à / });
      submit.focus();
      await userEvent.keyboard('{Enter}');
      await expect(args.onLink).toHaveBeenCalledTimes(1);
    });
  },
};

/** A formula in error for all: the French error at the field, as for one measurement; nothing can be linked. */
export const ErreurDeFormule: Story = {
  args: { initialArticle: carrelage.id, initialFormula: 'S × HSQ' },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('l’erreur sous le champ, le bouton refusé', async () => {
      await expect(canvas.getByRole('textbox', { name: /Formule pour/ })).toBeInvalid();
      await expect(canvas.getByText(/HSQ/, { selector: 'p, span, div' })).toBeVisible();
      await expect(canvas.getByRole('button', { name: /^Relier/ })).toBeDisabled();
    });
  },
};

/** Rooms and skirting selected, linked to a floor article: the lengths are named and left out. */
export const TypesMelanges: Story = {
  args: { measurements: [...rooms, ...skirting], initialArticle: carrelage.id },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('les longueurs nommées, avec la raison', async () => {
      await expect(canvas.getByText(/^La formule ne s’applique pas à\s:$/)).toBeVisible();
      await expect(canvas.getByText(/^2\slongueurs\s: /)).toBeVisible();
      await expect(
        canvas.getByRole('button', { name: 'Relier les 5\u00a0mesures où la formule s’applique' }),
      ).toBeEnabled();
    });
  },
};

/** Done: the count announced, the article listed among the selection's, « Délier » from all. */
export const Relie: Story = {
  args: {
    initialArticle: plinthe.id,
    measurements: skirting,
    message: `2\u00a0mesures reliées à ${view(plinthe.id).number}. Ctrl+Z pour annuler.`,
    linked: [{ ...view(plinthe.id), count: 2 }],
  },
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('l’annonce et la liste des articles reliés', async () => {
      await expect(canvas.getByRole('status')).toHaveTextContent(/2\smesures reliées/);
      await expect(canvas.getByRole('heading', { name: 'Articles reliés à ces mesures' })).toBeVisible();
    });
    await step('délier l’article de toutes', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /^Délier .* des mesures sélectionnées$/ }));
      await expect(args.onUnlink).toHaveBeenCalledWith(plinthe.id);
    });
  },
};
