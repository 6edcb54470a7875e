import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { articlePlace, libraryOutline, outlineArticles } from '../../../src/domain/library/outline';
import { isUnitProblem, QuantityEngine } from '../../../src/domain/library/quantities';
import type { MeasurementLink } from '../../../src/domain/library/types';
import { SAMPLE_SHEETS, sampleProject } from '../../../src/domain/library/testing/sample';
import { formatFormulaDerivation, unitErrorMessage } from '../../../src/i18n/formulaMessages';
import { formatQuantity } from '../../../src/i18n/numbers';
import {
  MeasurementArticles,
  type LinkedArticleView,
  type MeasurementArticlesProps,
} from '../../../src/screens/Workspace/MeasurementArticles';

const { state, measurements, variables } = sampleProject();
const articles = outlineArticles(libraryOutline(state, null));
const found = measurements.find((m) => m.id === 'wall-1');
if (!found) throw new Error('no wall in the sample');
const wall = found;

/** The links' views as the container computes them: a one-measurement engine over the links typed. */
function viewsOf(links: readonly MeasurementLink[]): LinkedArticleView[] {
  const engine = new QuantityEngine({
    measurements: [{ ...wall, links }],
    sheets: SAMPLE_SHEETS,
    variables,
    library: state,
  });
  const results = new Map(engine.linksOfMeasurement('wall-1').map((r) => [r.articleId, r]));
  return links.map((link) => {
    const article = state.libraryItems.get(link.articleId);
    const result = results.get(link.articleId);
    const derivation = result && result.value !== null ? engine.derivation('wall-1', link.articleId) : null;
    return {
      articleId: link.articleId,
      number: article ? (articlePlace(state, article)?.number ?? null) : null,
      designation: article?.designation ?? null,
      unit: article?.unite ?? null,
      formula: link.formula,
      errors: result?.problem?.kind === 'formula' ? result.problem.errors : [],
      warning: result?.warning ?? null,
      unitError: result && isUnitProblem(result.problem) ? unitErrorMessage(result.problem) : null,
      result: result && result.value !== null && article ? formatQuantity(result.value, article.unite) : null,
      derivation: derivation ? formatFormulaDerivation(derivation) : null,
      problem: null,
      pse: link.pse ?? '',
    };
  });
}

/** Links held by the story: typing re-checks at once, as in the workspace. */
function Stateful(props: MeasurementArticlesProps & { initial: readonly MeasurementLink[] }) {
  const { initial, ...rest } = props;
  const [links, setLinks] = useState<readonly MeasurementLink[]>(initial);
  return (
    <MeasurementArticles
      {...rest}
      links={viewsOf(links)}
      onAdd={(articleId) => {
        setLinks((l) => [...l, { articleId, formula: 'Q' }]);
        rest.onAdd(articleId);
      }}
      onFormulaChange={(articleId, formula) => {
        setLinks((l) => l.map((x) => (x.articleId === articleId ? { ...x, formula } : x)));
        rest.onFormulaChange(articleId, formula);
      }}
      onRemove={(articleId) => {
        setLinks((l) => l.filter((x) => x.articleId !== articleId));
        rest.onRemove(articleId);
      }}
      onPseChange={
        rest.onPseChange &&
        ((articleId, pse) => {
          setLinks((l) => l.map((x) => (x.articleId === articleId ? { ...x, pse } : x)));
          rest.onPseChange?.(articleId, pse);
        })
      }
    />
  );
}

const wallLinks = wall.links ?? [];

const meta = {
  title: 'Screens/Workspace/MeasurementArticles',
  component: MeasurementArticles,
  args: {
    selection: 'one',
    links: viewsOf(wallLinks),
    articles,
    onAdd: fn(),
    onFormulaChange: fn(),
    onFormulaCommit: fn(),
    onRemove: fn(),
  },
  parameters: { layout: 'padded', viewport: { width: 420, height: 900 } },
} satisfies Meta<typeof MeasurementArticles>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A wall feeding a concrete wall, its paint (both faces) and its skirting, through HSP. */
export const Relie: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('chaque lien montre sa formule, son résultat et son détail', async () => {
      await expect(canvas.getAllByRole('textbox', { name: /Formule pour/ })).toHaveLength(3);
      await expect(canvas.getAllByText(/Détail/).length).toBeGreaterThan(0);
      await expect(canvas.getAllByText(/HSP = 2,50/).length).toBeGreaterThan(0);
    });
  },
};

/**
 * The wall's length fed to an article in m²: an error, not a note (issue 24) — the value in its own unit, not
 * counted.
 */
export const UniteDifferente: Story = {
  args: { links: viewsOf([{ articleId: wallLinks[0]?.articleId ?? '', formula: 'L' }]) },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('l’erreur d’unité est marquée, la valeur dans sa propre unité', async () => {
      await expect(canvas.getByRole('textbox', { name: /Formule pour/ })).toHaveAttribute('aria-invalid', 'true');
      await expect(canvas.getByText(/12,40\sm — l’article est en m²\s: non compté/)).toBeVisible();
    });
  },
};

/** A formula typed wrong: the French message at its place, the way to the error. */
export const FormuleInvalide: Story = {
  render: (args) => <Stateful {...args} initial={[{ articleId: wallLinks[0]?.articleId ?? '', formula: 'L × HSP' }]} />,
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('une parenthèse ouverte et jamais fermée', async () => {
      const field = canvas.getByRole('textbox', { name: /Formule pour/ });
      await userEvent.type(field, ' − (2');
      await expect(canvas.getByRole('button', { name: 'Aller à l’erreur' })).toBeVisible();
    });
  },
};

/** No link yet: search without accents, Enter links the first article found. */
export const AjouterUnArticle: Story = {
  render: (args) => <Stateful {...args} initial={[]} />,
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await step('chercher « cloison platre 72 » et relier au clavier', async () => {
      await expect(canvas.getByText('Cette mesure n’est reliée à aucun article.')).toBeVisible();
      const search = canvas.getByRole('textbox', { name: 'Ajouter un article' });
      await userEvent.type(search, 'cloison platre 72');
      await expect(canvas.getByRole('list', { name: 'Articles trouvés' })).toBeVisible();
      await userEvent.keyboard('{Enter}');
      await expect(args.onAdd).toHaveBeenCalledTimes(1);
      await expect(canvas.getByRole('textbox', { name: /Formule pour/ })).toHaveValue('Q');
    });
  },
};

/**
 * The search's results at the side panel's default width: a long designation wraps within the panel, every result
 * stays inside it (a result kept on one line used to push the panel's text past its right edge).
 */
export const ResultatsPanneauEtroit: Story = {
  name: 'Résultats dans un panneau étroit',
  render: (args) => <Stateful {...args} initial={[]} />,
  parameters: { viewport: { width: 320, height: 700 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Ajouter un article' }), 'cloison');
    const list = canvas.getByRole('list', { name: 'Articles trouvés' });
    const buttons = within(list).getAllByRole('button');
    await expect(buttons.length).toBeGreaterThan(1);
    const edge = list.getBoundingClientRect().right;
    for (const button of buttons) {
      await expect(button.scrollWidth).toBeLessThanOrEqual(button.clientWidth);
      await expect(button.getBoundingClientRect().right).toBeLessThanOrEqual(edge + 0.5);
    }
    await expect(canvasElement.scrollWidth).toBeLessThanOrEqual(canvasElement.clientWidth);
  },
};

export const PlusieursMesures: Story = { args: { selection: 'several', links: [] } };

export const LectureSeule: Story = { args: { canEdit: false } };

/** The wall's paint priced in a PSE, its concrete and skirting in the base: the PSE named per link. */
export const EnPse: Story = {
  args: { onPseChange: fn() },
  render: (args) => (
    <Stateful
      {...args}
      initial={wallLinks.map((l, i) => (i === 1 ? { ...l, pse: 'PSE 1 – Peinture des voiles' } : l))}
    />
  ),
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const fields = canvas.getAllByRole('textbox', { name: /PSE pour/ });
    await step('l’aide du champ PSE est écrite une fois pour tous les liens', async () => {
      await expect(canvas.getAllByText(/vide, la ligne est dans la base/)).toHaveLength(1);
      await expect(fields[2]).toHaveAccessibleDescription(/vide, la ligne est dans la base/);
    });
    await step('la peinture est dans la PSE, le reste dans la base', async () => {
      await expect(fields).toHaveLength(3);
      await expect(fields[1]).toHaveValue('PSE 1 – Peinture des voiles');
      await expect(fields[0]).toHaveValue('');
    });
    await step('mettre la plinthe dans une PSE au clavier', async () => {
      const skirting = fields[2];
      if (!skirting) throw new Error('no third link');
      await userEvent.type(skirting, 'PSE 2 – Plinthes{Enter}');
      await expect(args.onPseChange).toHaveBeenCalledWith(wallLinks[2]?.articleId, 'PSE 2 – Plinthes');
    });
  },
};
