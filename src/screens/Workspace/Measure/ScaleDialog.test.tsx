import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ratioOf } from '../../../domain/takeoff/scale';
import type { Scale } from '../../../domain/takeoff/types';
import { ScaleDialog, formatSignedPercent, type ScaleDialogProps } from './ScaleDialog';
import { M, SCALE_100 } from '../../../domain/takeoff/testing/samples';

/** A segment 5 m long at 1:100 (141,7 pt, 50 mm on paper). */
const segment = { from: { x: 100, y: 100 }, to: { x: 100 + 5 * M, y: 100 } };

/** The scale passed to the first onApply call. */
function applied(onApply: { mock: { calls: [Scale][] } }): Scale {
  const [call] = onApply.mock.calls;
  if (!call) throw new Error('onApply was not called');
  return call[0];
}

function renderDialog(props: Partial<ScaleDialogProps> = {}) {
  const onApply = vi.fn<(scale: Scale) => void>();
  const onOpenChange = vi.fn();
  render(
    <ScaleDialog
      isOpen
      onOpenChange={onOpenChange}
      current={null}
      segment={segment}
      onApply={onApply}
      onPickSegment={vi.fn()}
      {...props}
    />,
  );
  return { onApply, onOpenChange };
}

describe('ScaleDialog, calibration', () => {
  it('calibrates on two points with a distance typed in cm with a decimal comma', async () => {
    const user = userEvent.setup();
    const { onApply, onOpenChange } = renderDialog();
    expect(screen.getByRole('dialog', { name: 'Échelle du plan' })).toBeInTheDocument();
    expect(screen.getByText(/Segment tracé.*50,00.mm/)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Distance réelle' }), '500,0 cm');
    expect(screen.getByText(/Échelle obtenue.*1:100\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Appliquer l’échelle' }));
    expect(onApply).toHaveBeenCalledTimes(1);
    expect(ratioOf(applied(onApply))).toBeCloseTo(100, 9);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('reads a bare number in the chosen unit and shows how near a standard scale it is', async () => {
    const user = userEvent.setup();
    const { onApply } = renderDialog();
    await user.click(screen.getByRole('button', { name: /Unité par défaut/ }));
    await user.click(await screen.findByRole('option', { name: 'mm' }));
    await user.type(screen.getByRole('textbox', { name: 'Distance réelle' }), '4900');
    expect(screen.getByText(/obtenue.*1:98, proche de 1:100 \(écart .2,00 %\)/)).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(ratioOf(applied(onApply))).toBeCloseTo(98, 9);
  });

  it('refuses a bad distance in French, keeps it, focuses the field, and applies nothing', async () => {
    const user = userEvent.setup();
    const { onApply } = renderDialog();
    const field = screen.getByRole('textbox', { name: 'Distance réelle' });
    await user.click(screen.getByRole('button', { name: 'Appliquer l’échelle' }));
    expect(field).toHaveAccessibleDescription(/Saisissez la distance réelle entre les deux points\./);
    await user.type(field, '3,5 pieds');
    await user.keyboard('{Enter}');
    expect(field).toHaveValue('3,5 pieds');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(/Unité «.pieds.» inconnue\. Utilisez m, cm ou mm\./);
    await waitFor(() => expect(field).toHaveFocus());
    expect(onApply).not.toHaveBeenCalled();
  });

  it('says to draw the segment first when there is none, and offers to draw it', async () => {
    const user = userEvent.setup();
    const onPickSegment = vi.fn();
    const { onApply } = renderDialog({ segment: null, onPickSegment, current: SCALE_100 });
    // The sheet had a ratio: the dialog opens on the ratio picker, set to it.
    expect(screen.getByRole('radio', { name: 'Échelle normalisée' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Par deux points et une cote' }));
    expect(screen.getByText(/Aucun segment tracé/)).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Distance réelle' }), '3{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('Tracez d’abord la cote sur le plan.');
    await user.click(screen.getByRole('button', { name: 'Tracer sur le plan' }));
    expect(onPickSegment).toHaveBeenCalled();
    expect(onApply).not.toHaveBeenCalled();
  });

  it('refuses two points that are the same point', async () => {
    const user = userEvent.setup();
    const { onApply } = renderDialog({ segment: { from: { x: 5, y: 5 }, to: { x: 5.2, y: 5 } } });
    await user.type(screen.getByRole('textbox', { name: 'Distance réelle' }), '3{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent(/Les deux points sont trop proches/);
    expect(onApply).not.toHaveBeenCalled();
  });

  it('sets a standard scale from the list', async () => {
    const user = userEvent.setup();
    const { onApply } = renderDialog({ segment: null });
    await user.click(screen.getByRole('button', { name: /1:100 Échelle/ }));
    await user.click(await screen.findByRole('option', { name: '1:50' }));
    await user.click(screen.getByRole('button', { name: 'Appliquer l’échelle' }));
    expect(applied(onApply).source).toEqual({ kind: 'ratio', denominator: 50 });
  });

  it('names a region in its title', () => {
    renderDialog({ target: { kind: 'region', label: 'Détail escalier' } });
    expect(
      screen.getByRole('dialog', { name: 'Échelle de la zone «\u00a0Détail escalier\u00a0»' }),
    ).toBeInTheDocument();
  });
});

describe('ScaleDialog, check', () => {
  it('measures the printed dimension and shows the deviation in %, then recalibrates on it', async () => {
    const user = userEvent.setup();
    const { onApply } = renderDialog({ mode: 'check', current: SCALE_100 });
    expect(screen.getByRole('dialog', { name: 'Vérifier l’échelle' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Cote imprimée' }), '5,10{Enter}');
    const heading = await screen.findByRole('heading', { name: 'Résultat de la vérification' });
    await waitFor(() => expect(heading).toHaveFocus());
    // 5,00 m measured for 5,10 m printed: −1,96 %
    expect(screen.getByText('\u22121,96 %')).toBeInTheDocument();
    expect(screen.getByText(/L’échelle semble fausse/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Étalonner sur cette cote' }));
    expect(ratioOf(applied(onApply))).toBeCloseTo(102, 9);
  });

  it('says the scale is right within 1 %', async () => {
    const user = userEvent.setup();
    renderDialog({ mode: 'check', current: SCALE_100 });
    await user.type(screen.getByRole('textbox', { name: 'Cote imprimée' }), '500 cm{Enter}');
    expect(await screen.findByText(/L’échelle est juste/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Nouvelle vérification' }));
    expect(screen.getByRole('textbox', { name: 'Cote imprimée' })).toBeInTheDocument();
  });

  it('cannot check an uncalibrated sheet', () => {
    renderDialog({ mode: 'check', current: null });
    expect(screen.getByText(/Ce plan n’est pas étalonné/)).toBeInTheDocument();
  });
});

describe('formatSignedPercent', () => {
  it('signs a deviation', () => {
    expect(formatSignedPercent(0.015)).toBe('+1,50\u202f%');
    expect(formatSignedPercent(-0.02)).toBe('\u22122,00\u202f%');
    expect(formatSignedPercent(0.00001)).toBe('0,00\u202f%');
  });
});
