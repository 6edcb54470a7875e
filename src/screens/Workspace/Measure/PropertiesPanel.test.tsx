import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { quantityOnSheet } from '../../../domain/takeoff/quantity';
import type { Measurement } from '../../../domain/takeoff/types';
import { PropertiesPanel, formatDimension, holeAreas } from './PropertiesPanel';
import {
  assistedWc,
  calibrated,
  doors,
  partition,
  skirting,
  slab,
  tiling,
  uncalibrated,
} from '../../../domain/takeoff/testing/samples';

/** Testing Library collapses no-break spaces in the page's text, not in the expected string. */
const t = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** The wall's height (an opening also has a « Hauteur », further down). */
const wallHeight = () => screen.getByRole('textbox', { name: 'Hauteur', description: /En mètres/ });

const item = (m: Measurement, scales = calibrated) => ({ measurement: m, quantity: quantityOnSheet(m, scales) });

describe('PropertiesPanel', () => {
  it('says how to select when nothing is selected', () => {
    render(<PropertiesPanel selection={[]} onChange={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Propriétés' })).toBeInTheDocument();
    expect(screen.getByText('Aucune mesure sélectionnée.')).toBeInTheDocument();
  });

  it('shows a wall’s quantity with its derivation and commits a new height typed with a comma', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<PropertiesPanel selection={[item(partition)]} onChange={onChange} />);
    expect(screen.getByText(t('27,22\u00a0m²'))).toBeInTheDocument();
    expect(
      screen.getByText(t('12,40\u00a0ml × 2,50\u00a0m \u2212 2 × (0,90\u00a0m × 2,10\u00a0m)')),
    ).toBeInTheDocument();
    const height = wallHeight();
    expect(height).toHaveValue('2,50');
    await user.clear(height);
    await user.type(height, '2,70{Enter}');
    expect(onChange).toHaveBeenCalledWith({ height: 2.7 });
  });

  it('refuses a bad height in French on commit, keeps the text, and sends nothing', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<PropertiesPanel selection={[item(partition)]} onChange={onChange} />);
    const height = wallHeight();
    await user.clear(height);
    await user.type(height, 'deux');
    await user.tab();
    expect(onChange).not.toHaveBeenCalled();
    expect(height).toHaveValue('deux');
    expect(height).toHaveAttribute('aria-invalid', 'true');
    expect(height).toHaveAccessibleDescription(/«\u00a0deux\u00a0» n’est pas un nombre/);
    await user.clear(height);
    await user.type(height, '250{Enter}');
    expect(screen.getByText(/Une valeur de plus de 100,00\sm semble fausse/)).toBeInTheDocument();
    await user.clear(height);
    await user.type(height, '250 cm{Enter}');
    expect(onChange).toHaveBeenCalledWith({ height: 2.5 });
  });

  it('reverts a draft with Escape', async () => {
    const user = userEvent.setup();
    render(<PropertiesPanel selection={[item(slab)]} onChange={vi.fn()} />);
    const thickness = screen.getByRole('textbox', { name: 'Épaisseur' });
    await user.clear(thickness);
    await user.type(thickness, 'x{Enter}');
    expect(thickness).toHaveAttribute('aria-invalid', 'true');
    await user.keyboard('{Escape}');
    expect(thickness).toHaveValue('0,20');
    expect(thickness).not.toHaveAttribute('aria-invalid');
  });

  it('edits the label and the colour', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<PropertiesPanel selection={[item(skirting)]} onChange={onChange} />);
    const label = screen.getByRole('textbox', { name: 'Libellé' });
    await user.clear(label);
    await user.type(label, '  Plinthes chambre 1 {Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ label: 'Plinthes chambre 1' });
    expect(screen.getByRole('radiogroup', { name: 'Couleur' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Vert' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Rouge' }));
    expect(onChange).toHaveBeenLastCalledWith({ color: 'red' });
    expect(screen.getByRole('checkbox', { name: 'Contour fermé' })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Contour fermé' }));
    expect(onChange).toHaveBeenLastCalledWith({ closed: true });
  });

  it('edits, adds and removes a wall’s openings', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<PropertiesPanel selection={[item(partition)]} onChange={onChange} />);
    const opening = screen.getByRole('group', { name: 'Ouverture 1' });
    expect(opening).toBeInTheDocument();
    const count = screen.getByRole('textbox', { name: 'Nombre' });
    await user.clear(count);
    await user.type(count, '2,5{Enter}');
    expect(screen.getByText('Saisissez un nombre entier, par exemple 2.')).toBeInTheDocument();
    await user.clear(count);
    await user.type(count, '3{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ openings: [{ width: 0.9, height: 2.1, count: 3, label: 'porte' }] });
    await user.click(screen.getByRole('button', { name: 'Ajouter une ouverture' }));
    expect(onChange).toHaveBeenLastCalledWith({
      openings: [
        { width: 0.9, height: 2.1, count: 2, label: 'porte' },
        { width: 0.9, height: 2.1, count: 1 },
      ],
    });
    await user.click(screen.getByRole('button', { name: 'Retirer l’ouverture 1' }));
    expect(onChange).toHaveBeenLastCalledWith({ openings: [] });
  });

  it('lists an area’s holes with their areas and removes one', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<PropertiesPanel selection={[item(tiling)]} onChange={onChange} />);
    expect(screen.getByText(t('Vide 1 · 1,44\u00a0m²'))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retirer le vide 1' }));
    expect(onChange).toHaveBeenLastCalledWith({ holes: [] });
  });

  it('shows why there is no quantity on an uncalibrated sheet', () => {
    render(<PropertiesPanel selection={[item(skirting, uncalibrated)]} onChange={vi.fn()} />);
    expect(screen.getByText('Plan non étalonné')).toBeInTheDocument();
  });

  it('with several measurements of one kind: common fields, mixed values left empty, totals per unit', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    const other = { ...partition, id: 'm-other', height: 3, color: 'purple' as const, label: 'Cloison chambre 3' };
    render(<PropertiesPanel selection={[item(partition), item(other)]} onChange={onChange} />);
    expect(screen.getByRole('heading', { name: '2 mesures sélectionnées' })).toBeInTheDocument();
    expect(screen.getByText('Les modifications s’appliquent aux 2 mesures.')).toBeInTheDocument();
    const height = wallHeight();
    expect(height).toHaveValue('');
    expect(height).toHaveAttribute('placeholder', 'Valeurs différentes');
    expect(screen.getByRole('radio', { name: 'Violet' })).toBeChecked();
    expect(screen.queryByRole('group', { name: /Ouverture/ })).not.toBeInTheDocument();
    // 27,22 + (12,40 × 3 − 3,78) = 27,22 + 33,42
    expect(screen.getByText(t('60,64\u00a0m²'))).toBeInTheDocument();
    await user.type(height, '2,6{Enter}');
    expect(onChange).toHaveBeenLastCalledWith({ height: 2.6 });
  });

  it('with mixed kinds: only the label and colour', () => {
    render(<PropertiesPanel selection={[item(doors), item(slab)]} onChange={vi.fn()} />);
    expect(screen.getByText(/Types différents/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Épaisseur' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('textbox').map((t) => t.getAttribute('placeholder'))).toEqual(['Valeurs différentes']);
    expect(screen.getByText(t('12\u00a0U · 20,000\u00a0m³'))).toBeInTheDocument();
    expect(screen.getAllByRole('radio').filter((r) => (r as HTMLInputElement).checked)).toHaveLength(0);
  });
});

describe('PropertiesPanel, read-only and extra sections', () => {
  it('read-only: the fields are disabled and say why; nothing is sent', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<PropertiesPanel selection={[item(partition)]} onChange={onChange} readOnlyReason="Consultation seule." />);
    expect(screen.getByText('Consultation seule.')).toBeInTheDocument();
    expect(wallHeight()).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Libellé' })).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Rouge' }));
    expect(onChange).not.toHaveBeenCalled();
  });

  it('shows the sections given as children after the quantity, only with a selection', () => {
    const { rerender } = render(
      <PropertiesPanel selection={[item(partition)]} onChange={vi.fn()}>
        <section aria-label="Articles">Articles liés</section>
      </PropertiesPanel>,
    );
    expect(screen.getByRole('region', { name: 'Articles' })).toBeInTheDocument();
    rerender(
      <PropertiesPanel selection={[]} onChange={vi.fn()}>
        <section aria-label="Articles">Articles liés</section>
      </PropertiesPanel>,
    );
    expect(screen.queryByRole('region', { name: 'Articles' })).toBeNull();
  });
});

describe('helpers', () => {
  it('formats dimensions to the centimetre, or the millimetre when needed', () => {
    expect(formatDimension(2.5)).toBe('2,50');
    expect(formatDimension(0.125)).toBe('0,125');
  });
  it('reads hole areas out of a volume’s derivation', () => {
    const volume = { ...slab, holes: tiling.holes };
    const q = quantityOnSheet(volume, calibrated);
    expect(q.ok && holeAreas(q.value.derivation).map((a) => a.toFixed(2))).toEqual(['1.44']);
  });
});

describe('PropertiesPanel, « Déduire une surface »', () => {
  it('starts the deduction tool on the selected area, by mouse or keyboard', async () => {
    const onDeduct = vi.fn();
    const user = userEvent.setup();
    render(<PropertiesPanel selection={[item(tiling)]} onChange={vi.fn()} onDeduct={onDeduct} />);
    const button = screen.getByRole('button', { name: 'Déduire une surface' });
    expect(button).toHaveAccessibleDescription(/Tracez ensuite le vide sur le plan/);
    await user.click(button);
    expect(onDeduct).toHaveBeenCalledWith(tiling.id);
    button.focus();
    await user.keyboard('{Enter}');
    expect(onDeduct).toHaveBeenCalledTimes(2);
  });

  it('is offered for a volume too, not for a wall, a length, several measurements, or a read-only workspace', () => {
    const onDeduct = vi.fn();
    const { rerender } = render(<PropertiesPanel selection={[item(slab)]} onChange={vi.fn()} onDeduct={onDeduct} />);
    expect(screen.getByRole('button', { name: 'Déduire une surface' })).toBeEnabled();
    for (const selection of [[item(partition)], [item(skirting)], [item(tiling), item(slab)]]) {
      rerender(<PropertiesPanel selection={selection} onChange={vi.fn()} onDeduct={onDeduct} />);
      expect(screen.queryByRole('button', { name: 'Déduire une surface' })).toBeNull();
    }
    rerender(
      <PropertiesPanel selection={[item(tiling)]} onChange={vi.fn()} onDeduct={onDeduct} readOnlyReason="Lecture" />,
    );
    expect(screen.getByRole('button', { name: 'Déduire une surface' })).toBeDisabled();
  });
});

describe('PropertiesPanel, a wall whose height follows HSP', () => {
  it('shows « × HSP (2,70 m) » in the derivation, and a height typed on it unbinds it', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    const bound = { ...partition, heightVariable: 'HSP' };
    const quantity = quantityOnSheet(bound, calibrated, (name) => (name === 'HSP' ? 2.7 : undefined));
    render(<PropertiesPanel selection={[{ measurement: bound, quantity }]} onChange={onChange} />);
    expect(screen.getByText(/12,40.ml × HSP \(2,70.m\)/)).toBeInTheDocument();
    const height = wallHeight();
    await user.clear(height);
    await user.type(height, '2,60{Enter}');
    expect(onChange).toHaveBeenCalledWith({ height: 2.6, heightVariable: null });
  });
});

describe('PropertiesPanel, binding a drawn wall’s height to a variable', () => {
  const variables = [
    { name: 'HSP', metres: 2.7 },
    { name: 'HSP_R1', metres: 2.5 },
  ];

  it('binds it to HSP (its height set to HSP’s value), then unbinds it', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(
      <PropertiesPanel selection={[item(partition)]} onChange={onChange} heightVariables={variables} />,
    );
    const binding = screen.getByRole('button', { name: /Hauteur liée à/ });
    expect(binding).toHaveTextContent('Aucune variable (hauteur saisie)');
    await user.click(binding);
    await user.click(await screen.findByRole('option', { name: /^HSP \(2,70/ }));
    expect(onChange).toHaveBeenLastCalledWith({ heightVariable: 'HSP', height: 2.7 });

    const bound = { ...partition, heightVariable: 'HSP', height: 2.7 };
    rerender(<PropertiesPanel selection={[item(bound)]} onChange={onChange} heightVariables={variables} />);
    await user.click(screen.getByRole('button', { name: /Hauteur liée à/ }));
    await user.click(await screen.findByRole('option', { name: 'Aucune variable (hauteur saisie)' }));
    expect(onChange).toHaveBeenLastCalledWith({ heightVariable: null });
  });

  it('says « Plusieurs » for walls bound differently, and has no such choice without length variables', () => {
    const other = { ...partition, id: 'wall-2', heightVariable: 'HSP' };
    const { rerender } = render(
      <PropertiesPanel selection={[item(partition), item(other)]} onChange={vi.fn()} heightVariables={variables} />,
    );
    expect(screen.getByRole('button', { name: /Hauteur liée à/ })).toHaveTextContent('Plusieurs');
    rerender(<PropertiesPanel selection={[item(partition)]} onChange={vi.fn()} heightVariables={[]} />);
    expect(screen.queryByRole('button', { name: /Hauteur liée à/ })).toBeNull();
  });

  describe('an assisted count’s provenance (issue 25)', () => {
    it('says where its points came from, its templates and scores, and reopens the review', async () => {
      const onReview = vi.fn();
      const user = userEvent.setup();
      render(<PropertiesPanel selection={[item(assistedWc)]} onChange={vi.fn()} onReviewDetection={onReview} />);
      expect(screen.getByRole('heading', { name: 'Provenance des points' })).toBeInTheDocument();
      expect(
        screen.getByText(t('18 détectés et acceptés · 1 détecté et corrigé · 1 ajouté à la main')),
      ).toBeInTheDocument();
      expect(screen.getByText(t('2\u00a0modèles'))).toBeInTheDocument();
      expect(screen.getByText(t('63–97\u202f%'))).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Revoir les propositions' }));
      expect(onReview).toHaveBeenCalledWith('m-wc');
    });

    it('has no review button without its callback, nor when read-only', () => {
      const { unmount } = render(<PropertiesPanel selection={[item(assistedWc)]} onChange={vi.fn()} />);
      expect(screen.getByRole('heading', { name: 'Provenance des points' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Revoir les propositions' })).toBeNull();
      unmount();
      render(
        <PropertiesPanel
          selection={[item(assistedWc)]}
          onChange={vi.fn()}
          onReviewDetection={vi.fn()}
          readOnlyReason="Version en lecture seule."
        />,
      );
      expect(screen.queryByRole('button', { name: 'Revoir les propositions' })).toBeNull();
    });

    it('shows nothing of it for a count made by hand, nor for several measurements', () => {
      const { unmount } = render(
        <PropertiesPanel selection={[item(doors)]} onChange={vi.fn()} onReviewDetection={vi.fn()} />,
      );
      expect(screen.queryByRole('heading', { name: 'Provenance des points' })).toBeNull();
      unmount();
      render(
        <PropertiesPanel selection={[item(assistedWc), item(doors)]} onChange={vi.fn()} onReviewDetection={vi.fn()} />,
      );
      expect(screen.queryByRole('heading', { name: 'Provenance des points' })).toBeNull();
    });
  });

  describe('a measurement taken from the plan (issue 26)', () => {
    const room = {
      ...tiling,
      element: { method: 'fill', source: 'vectors', layers: ['A-WALL', 'A-DOOR'], gap: 1.2, name: 'Ch. 1' },
    } as Measurement;

    it('says how it was taken, and « Plinthes » takes its skirting', async () => {
      const onTakeSkirting = vi.fn();
      const user = userEvent.setup();
      render(<PropertiesPanel selection={[item(room)]} onChange={vi.fn()} onTakeSkirting={onTakeSkirting} />);
      expect(
        screen.getByText(
          t('Pris sur le plan en un clic, ouvertures fermées jusqu’à 1,20\u00a0m. Calques\u00a0: A-WALL, A-DOOR.'),
        ),
      ).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Plinthes' }));
      expect(onTakeSkirting).toHaveBeenCalledWith(room.id);
    });

    it('offers « Plinthes » on a single surface only, and says nothing for a measurement drawn by hand', () => {
      const { unmount } = render(
        <PropertiesPanel selection={[item(partition)]} onChange={vi.fn()} onTakeSkirting={vi.fn()} />,
      );
      expect(screen.queryByRole('button', { name: 'Plinthes' })).toBeNull();
      expect(screen.queryByText(/Pris sur le plan/)).toBeNull();
      unmount();
      render(<PropertiesPanel selection={[item(room), item(slab)]} onChange={vi.fn()} onTakeSkirting={vi.fn()} />);
      expect(screen.queryByRole('button', { name: 'Plinthes' })).toBeNull();
    });
  });
});
