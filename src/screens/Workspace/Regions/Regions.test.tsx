import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { quantityOnSheet } from '../../../domain/takeoff/quantity';
import { measurement, p } from '../../../domain/takeoff/testing/fixtures';
import { SCALE_100, SCALE_20 } from '../../../domain/takeoff/testing/samples';
import type { Scale } from '../../../domain/takeoff/types';
import { MeasurementScaleNote } from './MeasurementScaleNote';
import { RemoveRegionDialog, RenameRegionDialog, removeRegionMessage, type AffectedMeasurement } from './RegionDialogs';
import { ScaleRegionList, type ScaleRegionItem } from './ScaleRegionList';
import { nextRegionLabel, regionOverlayLabel } from './labels';

const flat = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

const regions: ScaleRegionItem[] = [
  { id: 'r-stairs', label: 'Détail escalier', scale: SCALE_20, measurementCount: 3 },
  { id: 'r-balcony', label: 'Balcon', scale: SCALE_20, measurementCount: 1 },
  { id: 'r-empty', label: 'Zone 3', scale: SCALE_20, measurementCount: 0 },
];

/** A length of 72 pt (one inch on paper) measured at a scale. */
function affected(label: string, before: Scale, after: Scale | null): AffectedMeasurement {
  const m = measurement('length', { label, points: [p(0, 0), p(72, 0)] });
  const at = (scale: Scale | null) => quantityOnSheet(m, { default: scale, regions: [] });
  return { label, before: at(before), after: at(after) };
}

describe('ScaleRegionList', () => {
  it('lists each region with its scale and how many measurements it measures', () => {
    render(<ScaleRegionList regions={regions} onAction={vi.fn()} onCreate={vi.fn()} createKey="Z" />);
    const list = screen.getByRole('region', { name: 'Zones d’échelle' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => flat(item.textContent))).toEqual([
      'Détail escalierÉchelle 1:20 · 3 mesures',
      'BalconÉchelle 1:20 · 1 mesure',
      'Zone 3Échelle 1:20 · Aucune mesure',
    ]);
    expect(list).toHaveTextContent('Outil Zone d’échelle (touche Z)');
  });

  it('runs a region’s action from its menu, with the keyboard', async () => {
    const onAction = vi.fn();
    const user = userEvent.setup();
    render(<ScaleRegionList regions={regions} onAction={onAction} />);
    screen.getByRole('button', { name: 'Actions de la zone «\u00a0Balcon\u00a0»' }).focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Actions de la zone «\u00a0Balcon\u00a0»' });
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Afficher sur le plan', 'Renommer', 'Modifier l’échelle', 'Supprimer']);
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    expect(onAction).toHaveBeenCalledWith('r-balcony', 'remove');
  });

  it('starts the region tool from « Tracer une zone »', async () => {
    const onCreate = vi.fn();
    const user = userEvent.setup();
    render(<ScaleRegionList regions={[]} onAction={vi.fn()} onCreate={onCreate} />);
    expect(screen.getByText('Aucune zone sur ce plan.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tracer une zone' }));
    expect(onCreate).toHaveBeenCalled();
  });

  it('read-only: only « Afficher sur le plan », and no way to draw one', async () => {
    const user = userEvent.setup();
    render(<ScaleRegionList regions={regions} onAction={vi.fn()} onCreate={vi.fn()} isReadOnly />);
    expect(screen.queryByRole('button', { name: 'Tracer une zone' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Actions de la zone «\u00a0Détail escalier\u00a0»' }));
    const items = within(await screen.findByRole('menu')).getAllByRole('menuitem');
    expect(items.filter((i) => i.getAttribute('aria-disabled') !== 'true').map((i) => i.textContent)).toEqual([
      'Afficher sur le plan',
    ]);
  });
});

describe('removing a region', () => {
  it('names the quantities that fall back to the sheet’s scale, before and after', () => {
    expect(
      flat(
        removeRegionMessage({
          label: 'Détail',
          affected: [affected('Garde-corps', SCALE_20, SCALE_100)],
          fallback: { kind: 'sheet', scale: SCALE_100 },
        }),
      ),
    ).toBe(
      'Une mesure reprendra l’échelle du plan (1:100) et sa quantité changera : Garde-corps (0,51 ml → 2,54 ml). Vous pourrez annuler (Ctrl+Z).',
    );
  });

  it('says when they lose their quantity (an uncalibrated sheet), and counts those not named', () => {
    const many = Array.from({ length: 7 }, (_, i) => affected(`Lisse ${i + 1}`, SCALE_20, null));
    const text = flat(
      removeRegionMessage({ label: 'Détail', affected: many, fallback: { kind: 'sheet', scale: null } }),
    );
    expect(text).toMatch(
      /^Le plan n’est pas étalonné : 7 mesures n’auront plus de quantité : Lisse 1 \(0,51 ml → sans quantité\)/,
    );
    expect(text).toContain('Lisse 5 (0,51 ml → sans quantité), et 2 autres.');
    expect(text).not.toContain('Lisse 6');
  });

  it('says so when another region takes them, or when nothing changes', () => {
    const other = removeRegionMessage({
      label: 'Détail',
      affected: [affected('A', SCALE_20, SCALE_100), affected('B', SCALE_20, SCALE_100)],
      fallback: { kind: 'other' },
    });
    expect(flat(other)).toMatch(/^2 mesures reprendront l’échelle qui s’applique autour de la zone/);
    expect(removeRegionMessage({ label: 'Détail', affected: [], fallback: { kind: 'sheet', scale: SCALE_100 } })).toBe(
      'Aucune mesure n’est tracée dans cette zone. Vous pourrez annuler (Ctrl+Z).',
    );
  });

  it('confirms in an alert dialog that starts on « Annuler »', async () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    const user = userEvent.setup();
    const request = {
      label: 'Détail',
      affected: [affected('Garde-corps', SCALE_20, SCALE_100)],
      fallback: { kind: 'sheet', scale: SCALE_100 },
    } as const;
    const { rerender } = render(<RemoveRegionDialog request={request} onConfirm={onConfirm} onCancel={onCancel} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Supprimer la zone «\u00a0Détail\u00a0»\u202f?' });
    expect(dialog).toHaveAccessibleDescription(/Garde-corps \(0,51.ml → 2,54.ml\)/);
    expect(within(dialog).getByRole('button', { name: 'Annuler' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalled();
    expect(onConfirm).not.toHaveBeenCalled();
    rerender(<RemoveRegionDialog request={request} onConfirm={onConfirm} onCancel={onCancel} />);
    await user.click(screen.getByRole('button', { name: 'Supprimer la zone' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });
});

describe('RenameRegionDialog', () => {
  it('refuses an empty or too long name in French, focused, then renames with the trimmed name', async () => {
    const onRename = vi.fn();
    const user = userEvent.setup();
    render(<RenameRegionDialog label="Zone 1" onRename={onRename} onCancel={vi.fn()} />);
    const field = screen.getByRole('textbox', { name: 'Nom de la zone' });
    expect(field).toHaveValue('Zone 1');
    await user.clear(field);
    await user.click(screen.getByRole('button', { name: 'Renommer' }));
    expect(field).toHaveAccessibleDescription('Saisissez un nom pour la zone.');
    expect(field).toHaveFocus();
    await user.type(field, 'x'.repeat(61));
    await user.keyboard('{Enter}');
    expect(field).toHaveAccessibleDescription('Le nom ne doit pas dépasser 60 caractères.');
    expect(onRename).not.toHaveBeenCalled();
    await user.clear(field);
    await user.type(field, '  Détail escalier  {Enter}');
    expect(onRename).toHaveBeenCalledWith('Détail escalier');
  });
});

describe('MeasurementScaleNote', () => {
  it('names the scale that measures it, and warns when it straddles two', () => {
    const { rerender } = render(<MeasurementScaleNote scale={SCALE_20} region="Détail" straddles={false} />);
    const note = screen.getByRole('region', { name: 'Échelle de la mesure' });
    expect(flat(note.textContent)).toContain('Zone « Détail » : 1:20.');
    expect(screen.queryByRole('alert')).toBeNull();
    rerender(<MeasurementScaleNote scale={SCALE_100} region={null} straddles />);
    expect(flat(note.textContent)).toContain('Échelle du plan : 1:100.');
    expect(note).toHaveTextContent(/à cheval sur des zones d’échelles différentes/);
    rerender(<MeasurementScaleNote scale={null} region={null} straddles={false} />);
    expect(note).toHaveTextContent('le plan n’est pas étalonné à cet endroit');
  });
});

describe('region labels', () => {
  it('numbers a new region after the highest « Zone N », whatever was deleted or renamed', () => {
    expect(nextRegionLabel([])).toBe('Zone 1');
    expect(nextRegionLabel([{ label: 'Zone 1' }, { label: 'Zone 4' }])).toBe('Zone 5');
    expect(nextRegionLabel([{ label: 'Détail' }, { label: 'Balcon' }])).toBe('Zone 3');
    expect(nextRegionLabel([{ label: 'Zone 1b' }])).toBe('Zone 2');
  });

  it('labels a region on the plan with its scale', () => {
    expect(regionOverlayLabel({ label: 'Zone 1', scale: SCALE_20 })).toBe('Zone 1 · 1:20');
  });
});
