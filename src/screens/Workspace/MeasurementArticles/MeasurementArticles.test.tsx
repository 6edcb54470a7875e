import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { libraryOutline, outlineArticles } from '../../../domain/library/outline';
import { sampleLibrary } from '../../../domain/library/testing/sample';
import { MeasurementArticles, type LinkedArticleView } from './MeasurementArticles';

const { state, byDesignation } = sampleLibrary();
const articles = outlineArticles(libraryOutline(state, null));
const cloison = byDesignation('Cloison en plaques de plâtre 72/48');
const number = articles.find((a) => a.article.id === cloison.id)?.number ?? '';

const linked: LinkedArticleView = {
  articleId: cloison.id,
  number,
  designation: cloison.designation,
  unit: 'm²',
  formula: 'L × HSP',
  errors: [],
  warning: null,
  result: '25,00\u00a0m²',
  derivation: 'L = 10,00 m × HSP = 2,50 m',
  problem: null,
};

function setup(props: Partial<Parameters<typeof MeasurementArticles>[0]> = {}) {
  const handlers = { onAdd: vi.fn(), onFormulaChange: vi.fn(), onFormulaCommit: vi.fn(), onRemove: vi.fn() };
  render(<MeasurementArticles selection="one" links={[linked]} articles={articles} {...handlers} {...props} />);
  return handlers;
}

describe('MeasurementArticles', { timeout: 60_000 }, () => {
  it('names the PSE a link prices, written on Entrée and when left; emptied, back to the base', async () => {
    const user = userEvent.setup();
    const onPseChange = vi.fn();
    const handlers = { onAdd: vi.fn(), onFormulaChange: vi.fn(), onFormulaCommit: vi.fn(), onRemove: vi.fn() };
    const view = (pse: string) => (
      <MeasurementArticles
        selection="one"
        links={[{ ...linked, pse }]}
        articles={articles}
        {...handlers}
        onPseChange={onPseChange}
      />
    );
    const { rerender } = render(view(''));
    const field = screen.getByRole('textbox', { name: `PSE pour ${number}` });
    await user.type(field, 'PSE 1 – Faïence ');
    expect(onPseChange).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onPseChange).toHaveBeenLastCalledWith(cloison.id, 'PSE 1 – Faïence');
    rerender(view('PSE 1 – Faïence'));
    expect(field).toHaveValue('PSE 1 – Faïence');
    await user.clear(field);
    await user.tab();
    expect(onPseChange).toHaveBeenLastCalledWith(cloison.id, '');
  });

  it('writes the PSE help once, each link’s field described by it (issue 24: it was repeated per link)', () => {
    const second = articles.find((a) => a.article.id !== cloison.id && a.article.unite === 'm²');
    if (!second) throw new Error('no second article');
    setup({
      links: [linked, { ...linked, articleId: second.article.id, number: second.number }],
      onPseChange: vi.fn(),
    });
    expect(screen.getAllByText(/vide, la ligne est dans la base/)).toHaveLength(1);
    for (const n of [number, second.number]) {
      expect(screen.getByRole('textbox', { name: `PSE pour ${n}` })).toHaveAccessibleDescription(
        /vide, la ligne est dans la base/,
      );
    }
  });

  it('focuses the formula in a unit error when asked (« Corriger » on the sheet), once per request', () => {
    const error: LinkedArticleView = {
      ...linked,
      formula: 'S',
      result: null,
      derivation: null,
      warning: { code: 'unitMismatch', span: { start: 0, end: 1 }, expected: 'ml', result: 'm²' },
      unitError: '15,24\u00a0m² — l’article est en ml\u00a0: non compté.',
    };
    const handlers = { onAdd: vi.fn(), onFormulaChange: vi.fn(), onFormulaCommit: vi.fn(), onRemove: vi.fn() };
    const view = (focusUnitError?: number) => (
      <MeasurementArticles
        selection="one"
        links={[error]}
        articles={articles}
        {...handlers}
        {...(focusUnitError === undefined ? {} : { focusUnitError })}
      />
    );
    const { rerender } = render(view());
    const field = screen.getByRole('textbox', { name: `Formule pour ${number}` });
    expect(field).not.toHaveFocus();
    rerender(view(1));
    expect(field).toHaveFocus();
    field.blur();
    rerender(view(1));
    expect(field).not.toHaveFocus();
    rerender(view(2));
    expect(field).toHaveFocus();
  });

  it('shows no PSE field without a handler', () => {
    setup();
    expect(screen.queryByRole('textbox', { name: `PSE pour ${number}` })).toBeNull();
  });

  it('shows each link: its number, désignation and unit, its formula, the result and its derivation', () => {
    setup();
    const section = screen.getByRole('region', { name: 'Articles reliés' });
    expect(section).toHaveTextContent(number);
    expect(section).toHaveTextContent('Cloison en plaques de plâtre 72/48');
    expect(screen.getByRole('textbox', { name: `Formule pour ${number}` })).toHaveValue('L × HSP');
    expect(section).toHaveTextContent('Résultat : 25,00 m²');
    expect(section).toHaveTextContent('Détail : L = 10,00 m × HSP = 2,50 m');
  });

  it('hands the formula out as typed and writes it on Enter and when the field is left', async () => {
    const user = userEvent.setup();
    const { onFormulaChange, onFormulaCommit } = setup();
    const field = screen.getByRole('textbox', { name: `Formule pour ${number}` });
    await user.type(field, ' + 1');
    expect(onFormulaChange).toHaveBeenLastCalledWith(cloison.id, 'L × HSP1');
    await user.keyboard('{Enter}');
    expect(onFormulaCommit).toHaveBeenCalledWith(cloison.id);
    onFormulaCommit.mockClear();
    await user.tab();
    expect(onFormulaCommit).toHaveBeenCalledWith(cloison.id);
  });

  it('flags a unit that differs from the article’s, in French', () => {
    setup({
      links: [
        {
          ...linked,
          formula: 'L',
          warning: { code: 'unitMismatch', span: { start: 0, end: 1 }, expected: 'm²', result: 'm' },
        },
      ],
    });
    expect(screen.getByRole('region', { name: 'Articles reliés' })).toHaveTextContent(
      'La formule donne des m, l’article est en m²',
    );
  });

  it('marks a formula in another unit than its article as an error, its result in its own unit (issue 24)', () => {
    setup({
      links: [
        {
          ...linked,
          formula: 'S',
          result: null,
          derivation: null,
          warning: { code: 'unitMismatch', span: { start: 0, end: 1 }, expected: 'ml', result: 'm²' },
          unitError:
            '15,24\u00a0m² — l’article est en ml\u00a0: non compté. Corrigez la formule ou choisissez un article en m².',
        },
      ],
    });
    const field = screen.getByRole('textbox', { name: `Formule pour ${number}` });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/15,24\sm² — l’article est en ml\s: non compté/);
    // An error, not a note: the old note is not shown beside it.
    expect(screen.queryByText('La formule donne des m², l’article est en ml')).toBeNull();
  });

  it('proposes the articles of a compatible unit first (issue 24)', async () => {
    const user = userEvent.setup();
    setup({ links: [], preferredUnits: ['m³'] });
    await user.type(screen.getByRole('textbox', { name: 'Ajouter un article' }), 'béton armé');
    const results = within(screen.getByRole('list', { name: 'Articles trouvés' })).getAllByRole('button');
    // In the library's order 02.01.02 (m³) comes after nothing in m², but 02.01.04 Longrine (ml) comes before the
    // m³ of 02.02: with a volume, every m³ article is proposed before the others.
    const units = results.map((b) => b.textContent?.slice(-2));
    const firstOther = units.findIndex((u) => u !== 'm³');
    expect(firstOther).toBeGreaterThan(0);
    expect(units.slice(firstOther).every((u) => u !== 'm³')).toBe(true);
  });

  it('finds active articles by words without accents, links the chosen one, and Enter links the first', async () => {
    const user = userEvent.setup();
    const { onAdd } = setup({ links: [] });
    expect(screen.getByText('Cette mesure n’est reliée à aucun article.')).toBeInTheDocument();
    const search = screen.getByRole('textbox', { name: 'Ajouter un article' });
    await user.type(search, 'cloison platre 98');
    const results = screen.getByRole('list', { name: 'Articles trouvés' });
    const button = within(results).getByRole('button', { name: /Relier .*Cloison en plaques de plâtre 98\/48 isolée/ });
    await user.click(button);
    expect(onAdd).toHaveBeenCalledWith(byDesignation('Cloison en plaques de plâtre 98/48').id);
    expect(search).toHaveValue('');
    await user.type(search, 'cloison platre 72{Enter}');
    expect(onAdd).toHaveBeenLastCalledWith(cloison.id);
  });

  it('does not offer an article already linked, and says when nothing matches', async () => {
    const user = userEvent.setup();
    setup();
    await user.type(screen.getByRole('textbox', { name: 'Ajouter un article' }), 'cloison platre 72');
    expect(screen.getByText('Aucun article actif ne correspond.')).toBeInTheDocument();
  });

  it('removes a link with its named button', async () => {
    const user = userEvent.setup();
    const { onRemove } = setup();
    await user.click(screen.getByRole('button', { name: 'Retirer Cloison en plaques de plâtre 72/48' }));
    expect(onRemove).toHaveBeenCalledWith(cloison.id);
  });

  it('says why a link has no quantity, and names a deleted article', () => {
    setup({
      links: [
        {
          ...linked,
          number: null,
          designation: null,
          unit: null,
          result: null,
          derivation: null,
          problem: 'Cet article n’existe plus dans la bibliothèque.',
        },
      ],
    });
    expect(
      screen.getByRole('button', { name: 'Retirer Cet article n’existe plus dans la bibliothèque.' }),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Cet article n’existe plus dans la bibliothèque.').length).toBeGreaterThan(0);
  });

  it('asks for one measurement when none or several are selected', () => {
    const { unmount } = render(
      <MeasurementArticles
        selection="several"
        links={[]}
        articles={articles}
        onAdd={vi.fn()}
        onFormulaChange={vi.fn()}
        onFormulaCommit={vi.fn()}
        onRemove={vi.fn()}
      />,
    );
    expect(screen.getByText(/Plusieurs mesures sont sélectionnées/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).toBeNull();
    unmount();
    setup({ selection: 'none' });
    expect(screen.getByText('Sélectionnez une mesure pour la relier à des articles.')).toBeInTheDocument();
  });

  it('is read-only without an author: no search, remove disabled', () => {
    setup({ canEdit: false });
    expect(screen.queryByRole('textbox', { name: 'Ajouter un article' })).toBeNull();
    expect(screen.getByRole('button', { name: /Retirer/ })).toBeDisabled();
    expect(screen.getByText(/Lecture seule.*les liens ne peuvent pas être modifiés/)).toBeInTheDocument();
  });
});
