import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { AriaRouter } from '../../../components/testing/router';
import { ProjectSheets } from './ProjectSheets';
import { SheetList, type SheetListItem, type SheetListProps } from './SheetList';

const sheet = (id: string, name: string, page: number, extra: Partial<SheetListItem> = {}): SheetListItem => ({
  id,
  name,
  fileName: 'plan.pdf',
  pageNumber: page,
  width: 1191,
  height: 842,
  revisionLabel: null,
  scaleLabel: 'Non étalonné',
  isCalibrated: false,
  measurementCount: 0,
  ...extra,
});

function Location() {
  return <output aria-label="Adresse">{useLocation().pathname}</output>;
}

const inRouter = (ui: ReactNode) =>
  render(
    <MemoryRouter initialEntries={['/dashboard/projets/p1']}>
      <AriaRouter>
        {ui}
        <Location />
      </AriaRouter>
    </MemoryRouter>,
  );

const hrefOf = (id: string) => `/dashboard/projets/p1/plans/${id}`;

const address = () => screen.getByRole('status', { name: 'Adresse' }).textContent;

const sheets = [sheet('s1', 'A-101 – PLAN RDC', 1), sheet('s2', 'A-102 – PLAN R+1', 2, { measurementCount: 3 })];

function setUp(props: Partial<SheetListProps> = {}) {
  const handlers = { onRename: vi.fn(), onDelete: vi.fn() };
  const user = userEvent.setup();
  inRouter(<SheetList sheetHref={hrefOf} sheets={sheets} aria-label="Plans du projet" {...handlers} {...props} />);
  return { user, ...handlers, grid: screen.getByRole('grid', { name: 'Plans du projet' }) };
}

describe('SheetList', () => {
  it('shows each sheet with its name, file and page, scale state, and the open one marked', () => {
    const { grid } = setUp({ currentSheetId: 's2' });
    const rows = within(grid).getAllByRole('row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('A-101 – PLAN RDC');
    expect(rows[0]).toHaveTextContent('plan.pdf · p. 1'); // (whitespace normalised: the no-break space reads as one)
    expect(rows[0]).toHaveTextContent('Non étalonné');
    expect(rows[0]).not.toHaveTextContent('Ouvert');
    expect(rows[1]).toHaveTextContent('Ouvert');
  });

  it('opens a sheet at its address, by click, and by arrows then Enter', async () => {
    const { user, grid } = setUp({ currentSheetId: 's1' });
    await user.click(within(grid).getAllByRole('row')[1] as HTMLElement);
    expect(address()).toBe('/dashboard/projets/p1/plans/s2');
    await user.keyboard('{ArrowUp}');
    expect(address()).toBe('/dashboard/projets/p1/plans/s2');
    await user.keyboard('{Enter}');
    expect(address()).toBe('/dashboard/projets/p1/plans/s1');
  });

  it('a CAD file’s sheets: model space first, then its layouts, said as such (issue 28)', () => {
    const cad = { fileName: 'maison.dxf', cadFormat: 'dxf' as const };
    const list = [sheet('m', 'maison', 1, cad), sheet('l', 'A1 - RDC', 2, { ...cad, isCadLayout: true })];
    const { grid } = setUp({ sheets: list });
    const [model, layout] = within(grid).getAllByRole('row');
    expect(model).toHaveTextContent('maison.dxf · espace objet');
    expect(layout).toHaveTextContent('maison.dxf · présentation');
    cleanup();
    const compact = setUp({ sheets: list, variant: 'compact' });
    const [strip0, strip1] = within(compact.grid).getAllByRole('row');
    expect(strip0).toHaveTextContent('Espace objet (DXF)');
    expect(strip1).toHaveTextContent('Présentation (DXF)');
  });

  it('compact (the viewer’s strip): thumbnail, name and page, the open one said, no actions', async () => {
    const { user, grid } = setUp({ currentSheetId: 's2', variant: 'compact' });
    const rows = within(grid).getAllByRole('row');
    expect(rows[0]).toHaveTextContent('A-101 – PLAN RDCPage 1');
    expect(rows[0]).not.toHaveTextContent('plan.pdf');
    expect(rows[1]).toHaveTextContent('Ouvert');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    await user.click(rows[0] as HTMLElement);
    expect(address()).toBe('/dashboard/projets/p1/plans/s1');
  });

  it('renames in the row: the field takes the keys, Enter saves the trimmed name, focus goes back', async () => {
    const { user, onRename } = setUp();
    const rename = screen.getByRole('button', { name: 'Renommer «\u00a0A-101 – PLAN RDC\u00a0»' });
    await user.click(rename);
    const field = screen.getByRole('textbox', { name: 'Nom du plan' });
    expect(field).toHaveFocus();
    await user.clear(field);
    // Space, arrows and letters are typing, not list navigation or selection.
    await user.keyboard('  Plan {ArrowLeft}{ArrowRight}masse ');
    expect(field).toHaveValue('  Plan masse ');
    await user.keyboard('{Enter}');
    expect(onRename).toHaveBeenCalledWith('s1', 'Plan masse');
    // Enter saved the name; it did not follow the row's link.
    expect(address()).toBe('/dashboard/projets/p1');
    await waitFor(() => expect(screen.getByRole('button', { name: /^Renommer «\u00a0A-101/ })).toHaveFocus());
  });

  it('refuses an empty name with a message, and Escape gives up without saving', async () => {
    const { user, onRename } = setUp();
    await user.click(screen.getByRole('button', { name: /^Renommer «\u00a0A-102/ }));
    const field = screen.getByRole('textbox', { name: 'Nom du plan' });
    await user.clear(field);
    await user.keyboard('{Enter}');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription('Saisissez un nom.');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(onRename).not.toHaveBeenCalled();
  });

  it('does not journal a rename that changes nothing', async () => {
    const { user, onRename } = setUp();
    await user.click(screen.getByRole('button', { name: /^Renommer «\u00a0A-101/ }));
    await user.keyboard('{Enter}');
    expect(onRename).not.toHaveBeenCalled();
  });

  it('deletes after an alert dialog that names the sheet and its measurements; Conserver keeps it', async () => {
    const { user, onDelete } = setUp();
    await user.click(screen.getByRole('button', { name: /^Supprimer «\u00a0A-102/ }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Supprimer ce plan\u202f?' });
    expect(dialog).toHaveAccessibleDescription(
      '«\u00a0A-102 – PLAN R+1\u00a0» sera retiré du projet, avec ses 3 mesures. Vous pourrez annuler la suppression.',
    );
    expect(within(dialog).getByRole('button', { name: 'Conserver' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Conserver' }));
    expect(onDelete).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: /^Supprimer «\u00a0A-102/ }));
    await user.click(await screen.findByRole('button', { name: 'Supprimer le plan' }));
    expect(onDelete).toHaveBeenCalledWith('s2');
  });

  it('shows the thumbnails it is given, a placeholder for the others', () => {
    setUp({ thumbnailUrls: new Map([['s1', 'blob:s1']]) });
    const [first, second] = screen.getAllByRole('row');
    expect(first?.querySelector('img')).toHaveAttribute('src', 'blob:s1');
    expect(within(second as HTMLElement).getByRole('img', { name: 'Aperçu indisponible' })).toBeInTheDocument();
  });

  it('tells the container which sheet the person heads for: the pointer over a row, or a row focused', async () => {
    const onSheetIntent = vi.fn();
    const { user, grid } = setUp({ onSheetIntent });
    await user.hover(within(grid).getAllByRole('row')[1] as HTMLElement);
    expect(onSheetIntent).toHaveBeenLastCalledWith('s2');
    await user.keyboard('{Tab}');
    expect(onSheetIntent).toHaveBeenLastCalledWith('s1');
  });

  it('says when there is no sheet yet, and while it loads', () => {
    const { unmount } = inRouter(<SheetList sheetHref={hrefOf} sheets={[]} aria-label="Plans" />);
    expect(screen.getByText('Aucun plan pour l’instant.')).toBeInTheDocument();
    unmount();
    inRouter(<SheetList sheetHref={hrefOf} sheets={null} aria-label="Plans" />);
    expect(screen.getByText('Chargement des plans…')).toHaveAttribute('role', 'status');
  });
});

describe('ProjectSheets', () => {
  it('names the list by its heading and counts the sheets', () => {
    inRouter(<ProjectSheets sheetHref={hrefOf} sheets={sheets} onRename={vi.fn()} onDelete={vi.fn()} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Plans du projet' })).toBeInTheDocument();
    expect(screen.getByRole('grid', { name: 'Plans du projet' })).toBeInTheDocument();
    expect(screen.getByText('2 plans')).toBeInTheDocument();
  });
});

describe('SheetList, 500 sheets', () => {
  // react-aria's virtualizer lays every row out in tests unless told to measure (VIRT_ON); jsdom lays nothing out, so
  // sizes are given: the list's box (600 px, less than the 768 px window) and each row's height as measured (114 px).
  const many = Array.from({ length: 500 }, (_, i) => sheet(`p${i + 1}`, `Planche ${i + 1}`, i + 1));
  const sizes = { clientWidth: 560, clientHeight: 600, scrollWidth: 560, scrollHeight: 114 };
  beforeEach(() => {
    vi.stubEnv('VIRT_ON', '1');
    for (const [key, value] of Object.entries(sizes)) {
      Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get: () => value });
    }
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    for (const key of Object.keys(sizes)) Reflect.deleteProperty(HTMLElement.prototype, key);
  });

  it('mounts only the rows in view, and says how many there are', () => {
    const { grid } = setUp({ sheets: many });
    expect(grid).toHaveAttribute('aria-rowcount', '500');
    const rows = within(grid).getAllByRole('row');
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(20);
    expect(rows[0]).toHaveAccessibleName(/^Planche 1\b/);
  });

  it('reaches every sheet by keyboard: End mounts and focuses the last row, Enter opens it', async () => {
    const { user, grid } = setUp({ sheets: many });
    await user.keyboard('{Tab}');
    expect(within(grid).getAllByRole('row')[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(grid).getByRole('row', { name: /^Planche 2\b/ })).toHaveFocus();
    await user.keyboard('{End}');
    await waitFor(() => expect(within(grid).getByRole('row', { name: /^Planche 500\b/ })).toHaveFocus());
    expect(within(grid).getAllByRole('row').length).toBeLessThan(30);
    await user.keyboard('{Enter}');
    expect(address()).toBe('/dashboard/projets/p1/plans/p500');
  });

  it('selects nothing on its own and keeps the open sheet marked when scrolled to', () => {
    const { grid } = setUp({ sheets: many, currentSheetId: 'p3' });
    expect(within(grid).getByRole('row', { name: /^Planche 3\b/ })).toHaveTextContent('Ouvert');
    expect(grid.querySelectorAll('[aria-selected="true"]')).toHaveLength(0);
  });

  it('draws again only the rows whose item changed: renaming one row leaves the others', async () => {
    const { user, grid } = setUp({ sheets: many });
    const before = within(grid).getByRole('row', { name: /^Planche 2\b/ });
    const paragraph = before.querySelector('p');
    await user.click(screen.getByRole('button', { name: /^Renommer «\u00a0Planche 1\u00a0»/ }));
    expect(screen.getByRole('textbox', { name: 'Nom du plan' })).toHaveFocus();
    // The second row's element is the same one: it was not mounted again.
    expect(
      within(grid)
        .getByRole('row', { name: /^Planche 2\b/ })
        .querySelector('p'),
    ).toBe(paragraph);
    act(() => {
      fireEvent.keyDown(screen.getByRole('textbox', { name: 'Nom du plan' }), { key: 'Escape' });
    });
  });
});
