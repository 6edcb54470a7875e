import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { libraryOutline, outlineArticles } from '../../../domain/library/outline';
import { sampleLibrary } from '../../../domain/library/testing/sample';
import { BulkLinkPanel, type BulkLinkPanelProps } from './BulkLinkPanel';

const { state, byDesignation } = sampleLibrary();
const articles = outlineArticles(libraryOutline(state, null));
const carrelage = byDesignation('Carrelage grès cérame 45');
const number = articles.find((a) => a.article.id === carrelage.id)?.number ?? '';
const chosen = { articleId: carrelage.id, number, designation: carrelage.designation, unit: carrelage.unite };

function setup(props: Partial<BulkLinkPanelProps> = {}) {
  const handlers = { onChoose: vi.fn(), onFormulaChange: vi.fn(), onLink: vi.fn(), onUnlink: vi.fn() };
  render(
    <BulkLinkPanel
      count={5}
      articles={articles}
      chosen={null}
      formula="Q"
      applicableCount={5}
      linked={[]}
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

describe('BulkLinkPanel', { timeout: 60_000 }, () => {
  it('finds an article and chooses it with Entrée', async () => {
    const user = userEvent.setup();
    const handlers = setup();
    expect(screen.getByRole('heading', { name: 'Relier les 5\u00a0mesures à un article' })).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Article' }), 'carrelage 45{Enter}');
    expect(handlers.onChoose).toHaveBeenCalledWith(carrelage.id);
  });

  it('links on the button and on Entrée in the formula, and not when it applies to none', async () => {
    const user = userEvent.setup();
    const handlers = setup({ chosen, total: '71,52\u00a0m²' });
    await user.click(screen.getByRole('button', { name: `Relier les 5\u00a0mesures à ${number}` }));
    await user.type(screen.getByRole('textbox', { name: 'Formule pour les 5\u00a0mesures' }), '{Enter}');
    expect(handlers.onLink).toHaveBeenCalledTimes(2);
    expect(screen.getByText(/71,52/)).toBeTruthy();
  });

  it('refuses to link when the formula applies to none', async () => {
    const user = userEvent.setup();
    const handlers = setup({ chosen, applicableCount: 0 });
    await user.type(screen.getByRole('textbox', { name: 'Formule pour les 5\u00a0mesures' }), '{Enter}');
    expect(handlers.onLink).not.toHaveBeenCalled();
  });

  it('names the kinds the formula cannot apply to, and links only the others', () => {
    setup({
      chosen,
      applicableCount: 3,
      notApplicable: [{ kind: 'length', count: 2, reason: 'La formule donne des m, l’article est en m²' }],
    });
    expect(screen.getByText(/^2\slongueurs\s: La formule donne des m, l’article est en m²$/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Relier les 3\u00a0mesures où la formule s’applique' })).toBeTruthy();
  });

  it('unlinks an article from all, and says nothing can change when read-only', async () => {
    const user = userEvent.setup();
    const linked = [{ articleId: carrelage.id, number, designation: carrelage.designation, count: 4 }];
    const handlers = setup({ linked });
    await user.click(
      screen.getByRole('button', { name: `Délier ${number} ${carrelage.designation} des mesures sélectionnées` }),
    );
    expect(handlers.onUnlink).toHaveBeenCalledWith(carrelage.id);
  });
});
