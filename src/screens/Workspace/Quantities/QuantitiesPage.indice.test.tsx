import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QuantitiesPage } from './QuantitiesPage';

function setup(props: Partial<Parameters<typeof QuantitiesPage>[0]> = {}) {
  render(
    <QuantitiesPage
      projectName="Résidence"
      projectHref="/p"
      librariesHref="/b"
      libraries={[]}
      onUseLibrary={vi.fn()}
      variables={<p>Variables</p>}
      panel={<p>Panneau</p>}
      highlighted={null}
      unlinked={[]}
      {...props}
    />,
  );
}

describe('QuantitiesPage, filter by indice (issue 27)', { timeout: 60_000 }, () => {
  it('is absent by default: the page as before', () => {
    setup({ deltasView: <p>Écarts</p> });
    expect(screen.queryByRole('radiogroup', { name: 'Indice' })).toBeNull();
    expect(screen.getByText('Panneau')).toBeInTheDocument();
  });

  it('shows the deltas in place of the quantities when « Écarts » is chosen', async () => {
    const user = userEvent.setup();
    const onIndiceFilterChange = vi.fn();
    setup({ indiceFilter: 'current', onIndiceFilterChange, deltasView: <p>Les écarts</p> });
    await user.click(screen.getByRole('radio', { name: 'Écarts' }));
    expect(onIndiceFilterChange).toHaveBeenCalledWith('deltas');
  });

  it('renders the deltas view for « Écarts »', () => {
    setup({ indiceFilter: 'deltas', onIndiceFilterChange: vi.fn(), deltasView: <p>Les écarts</p> });
    expect(screen.getByText('Les écarts')).toBeInTheDocument();
    expect(screen.queryByText('Panneau')).toBeNull();
  });
});
