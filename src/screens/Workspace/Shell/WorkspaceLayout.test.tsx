import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PANEL_WIDTH, WorkspaceLayout } from './WorkspaceLayout';

/** The frame as a route holds it: the three choices kept by the caller (the route remembers them). */
function Remembered({ onChange }: { onChange: (what: string, value: unknown) => void }) {
  const [sidebar, setSidebar] = useState(false);
  const [panel, setPanel] = useState(false);
  const [width, setWidth] = useState(PANEL_WIDTH.default);
  return (
    <WorkspaceLayout
      header={<header>En-tête</header>}
      sidebar={<p>Liste des plans</p>}
      panel={<p>Onglets du plan</p>}
      isCompact={false}
      isSidebarCollapsed={sidebar}
      onSidebarCollapsedChange={(v) => {
        setSidebar(v);
        onChange('sidebar', v);
      }}
      isPanelCollapsed={panel}
      onPanelCollapsedChange={(v) => {
        setPanel(v);
        onChange('panel', v);
      }}
      panelWidth={width}
      onPanelWidthChange={(v) => {
        setWidth(v);
        onChange('width', v);
      }}
    >
      <p>Le plan</p>
    </WorkspaceLayout>
  );
}

describe('WorkspaceLayout, from the desktop width up', () => {
  it('collapses the sheet strip and the details panel from buttons, by keyboard, and shows them again', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Remembered onChange={onChange} />);
    const hideStrip = screen.getByRole('button', { name: 'Masquer «\u00a0Plans du projet\u00a0»' });
    expect(hideStrip).toHaveAttribute('aria-expanded', 'true');
    expect(hideStrip).toHaveAttribute('aria-controls', screen.getByRole('navigation').id);
    hideStrip.focus();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('sidebar', true);
    // The focus goes to the button that takes the pressed one's place.
    expect(screen.getByRole('button', { name: 'Afficher «\u00a0Plans du projet\u00a0»' })).toHaveFocus();
    expect(screen.queryByRole('navigation', { name: 'Plans du projet' })).not.toBeInTheDocument();
    expect(screen.queryByText('Liste des plans')).not.toBeInTheDocument();
    const showStrip = screen.getByRole('button', { name: 'Afficher «\u00a0Plans du projet\u00a0»' });
    expect(showStrip).toHaveAttribute('aria-expanded', 'false');

    screen.getByRole('button', { name: 'Masquer «\u00a0Détails\u00a0»' }).focus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith('panel', true);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    // Nothing of a collapsed panel stays: its splitter neither.
    expect(screen.queryByRole('separator')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Afficher «\u00a0Détails\u00a0»' }));
    await user.click(showStrip);
    expect(screen.getByRole('complementary', { name: 'Détails' })).toHaveTextContent('Onglets du plan');
    expect(screen.getByRole('navigation', { name: 'Plans du projet' })).toHaveTextContent('Liste des plans');
  });

  it('resizes the details panel with its splitter, within its bounds', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Remembered onChange={onChange} />);
    const splitter = screen.getByRole('separator', { name: 'Largeur de «\u00a0Détails\u00a0»' });
    const panel = screen.getByRole('complementary', { name: 'Détails' });
    expect(splitter).toHaveAttribute('aria-controls', panel.id);
    expect(splitter).toHaveAttribute('aria-valuenow', String(PANEL_WIDTH.default));
    expect(splitter).toHaveAttribute('aria-valuemin', String(PANEL_WIDTH.min));
    expect(splitter).toHaveAttribute('aria-valuemax', String(PANEL_WIDTH.max));
    splitter.focus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(onChange).toHaveBeenLastCalledWith('width', PANEL_WIDTH.default + 32);
    expect(panel.style.width).toBe(`${PANEL_WIDTH.default + 32}px`);
    expect(splitter).toHaveAttribute('aria-valuetext', `${PANEL_WIDTH.default + 32}\u00a0pixels`);
    await user.keyboard('{End}');
    expect(onChange).toHaveBeenLastCalledWith('width', PANEL_WIDTH.max);
  });

  it('keeps a width from elsewhere (an older, larger window) within its bounds', () => {
    render(
      <WorkspaceLayout header={null} panel={<p>Onglets</p>} isCompact={false} panelWidth={5000}>
        <p>Le plan</p>
      </WorkspaceLayout>,
    );
    expect(screen.getByRole('separator')).toHaveAttribute('aria-valuenow', String(PANEL_WIDTH.max));
  });

  it('below the desktop width, the regions are drawers and nothing collapses', () => {
    render(
      <WorkspaceLayout header={null} sidebar={<p>Plans</p>} panel={<p>Onglets</p>} isCompact>
        <p>Le plan</p>
      </WorkspaceLayout>,
    );
    expect(screen.queryByRole('separator')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Masquer/ })).not.toBeInTheDocument();
  });
});
