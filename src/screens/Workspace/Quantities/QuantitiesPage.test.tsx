import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QuantitiesPage } from './QuantitiesPage';

function setup(props: Partial<Parameters<typeof QuantitiesPage>[0]> = {}) {
  const handlers = { onUseLibrary: vi.fn(), onSelectMeasurement: vi.fn(), onRevisionChange: vi.fn() };
  render(
    <QuantitiesPage
      projectName="Résidence Les Tilleuls"
      projectHref="/dashboard/projets/p"
      librariesHref="/dashboard/bibliotheques"
      libraries={[
        { id: 'a', name: 'Démarrage', articleCount: 172, isUsed: true },
        { id: 'b', name: 'Agence', articleCount: 0, isUsed: false },
      ]}
      variables={<p>Variables</p>}
      panel={<p>Panneau</p>}
      highlighted={null}
      unlinked={[{ id: 'm1', label: 'Cloison — une longueur sur A01', href: '/dashboard/projets/p/plans/s' }]}
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

describe('QuantitiesPage', { timeout: 60_000 }, () => {
  it('declares a library with its box, and shows its number of articles', async () => {
    const user = userEvent.setup();
    const { onUseLibrary } = setup();
    expect(screen.getByRole('checkbox', { name: 'Utiliser Démarrage' })).toBeChecked();
    expect(screen.getByText('aucun article')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Utiliser Agence' }));
    expect(onUseLibrary).toHaveBeenCalledWith('b', true);
  });

  it('lists the measurements that feed no article, each with its plan and « Relier »', async () => {
    const user = userEvent.setup();
    const { onSelectMeasurement } = setup();
    const region = screen.getByRole('region', { name: 'Mesures reliées à aucun article' });
    expect(within(region).getByRole('link', { name: 'Cloison — une longueur sur A01' })).toHaveAttribute(
      'href',
      '/dashboard/projets/p/plans/s',
    );
    await user.click(
      within(region).getByRole('button', { name: 'Relier Cloison — une longueur sur A01 aux articles' }),
    );
    expect(onSelectMeasurement).toHaveBeenCalledWith('m1');
  });

  it('says when every measurement is linked, and offers no export without one', () => {
    setup({ unlinked: [] });
    expect(screen.getByText('Toutes les mesures sont reliées à un article.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Exporter…' })).toBeNull();
  });

  it('filters by the plans’ revision when they have one', async () => {
    const user = userEvent.setup();
    const { onRevisionChange } = setup({ revisions: ['A', 'B'] });
    await user.click(screen.getByRole('button', { name: /Indice des plans/ }));
    await user.click(await screen.findByRole('option', { name: 'Indice B' }));
    expect(onRevisionChange).toHaveBeenCalledWith('B');
  });

  it('has no revision filter when no plan has a revision', () => {
    setup();
    expect(screen.queryByRole('button', { name: /Indice des plans/ })).toBeNull();
  });

  it('lists the chosen article’s measurements, or says it has none', () => {
    setup({ highlighted: { article: 'Cloison 72/48', measurements: [] } });
    expect(screen.getByRole('status')).toHaveTextContent('Aucune mesure n’alimente « Cloison 72/48 ».');
    expect(screen.queryByRole('region', { name: 'Plans où l’article est mesuré' })).toBeNull();
  });

  it('says in its live region which article was chosen, the region there before the choice', () => {
    setup();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('lists the plans holding the chosen article’s measurements, with their count and a way to see them there', () => {
    setup({
      highlighted: {
        article: 'Cloison 72/48',
        measurements: [
          { id: 'm1', label: 'Cloison A — une longueur sur A01', href: '/p/plans/a01?mesures=m1' },
          { id: 'm2', label: 'Cloison B — une longueur sur A01', href: '/p/plans/a01?mesures=m2' },
          { id: 'm3', label: 'Cloison C — une longueur sur A02', href: '/p/plans/a02?mesures=m3' },
        ],
        sheets: [
          { id: 'a01', label: 'A01 – RDC', count: 2, href: '/p/plans/a01?mesures=m1,m2' },
          { id: 'a02', label: 'A02 – R+1', count: 1, href: '/p/plans/a02?mesures=m3' },
        ],
      },
    });
    expect(screen.getByRole('status')).toHaveTextContent('3 mesures alimentent « Cloison 72/48 » :');
    const plans = screen.getByRole('region', { name: 'Plans où l’article est mesuré' });
    const items = within(plans).getAllByRole('listitem');
    expect(items.map((item) => item.textContent?.replace(/[\u00a0\u202f]/g, ' '))).toEqual([
      'A01 – RDC : 2 mesuresVoir sur le plan',
      'A02 – R+1 : 1 mesureVoir sur le plan',
    ]);
    expect(within(plans).getByRole('link', { name: /^Voir sur le plan A01 – RDC les 2\smesures$/ })).toHaveAttribute(
      'href',
      '/p/plans/a01?mesures=m1,m2',
    );
    expect(within(plans).getByRole('link', { name: 'Voir sur le plan A02 – R+1 la mesure' })).toHaveAttribute(
      'href',
      '/p/plans/a02?mesures=m3',
    );
    const list = screen.getByRole('region', { name: 'Mesures de l’article' });
    expect(within(list).getByRole('link', { name: 'Cloison C — une longueur sur A02' })).toHaveAttribute(
      'href',
      '/p/plans/a02?mesures=m3',
    );
  });
});
