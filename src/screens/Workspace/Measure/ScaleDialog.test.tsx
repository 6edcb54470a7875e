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

  it('reads a bare number in the chosen unit; a result 2 % off a standard scale is not called « proche »', async () => {
    const user = userEvent.setup();
    const { onApply } = renderDialog();
    await user.click(screen.getByRole('button', { name: /Unité par défaut/ }));
    await user.click(await screen.findByRole('option', { name: 'mm' }));
    await user.type(screen.getByRole('textbox', { name: 'Distance réelle' }), '4900');
    const preview = screen.getByText(/Échelle obtenue/);
    expect(preview).toHaveTextContent(
      /1:98\. Ce n’est pas une échelle normalisée \(la plus proche, 1:100, s’en écarte de .2,00 %\)/,
    );
    expect(preview).not.toHaveTextContent(/proche de/);
    await user.keyboard('{Enter}');
    expect(ratioOf(applied(onApply))).toBeCloseTo(98, 9);
  });

  it('calls a result within 0,5 % of a standard scale « proche » of it', async () => {
    const user = userEvent.setup();
    renderDialog();
    await user.type(screen.getByRole('textbox', { name: 'Distance réelle' }), '4,99');
    expect(screen.getByText(/Échelle obtenue/)).toHaveTextContent(/1:100, proche de 1:100 \(écart .0,20 %\)/);
  });

  it('accepts feet and inches, shows them in metres, and calibrates on the exact conversion', async () => {
    const user = userEvent.setup();
    const { onApply } = renderDialog();
    const field = screen.getByRole('textbox', { name: 'Distance réelle' });
    await user.type(field, '16\'-6"');
    expect(screen.getByText(/16'-6" = 5,0292.m/)).toBeInTheDocument();
    await user.keyboard('{Enter}');
    expect(applied(onApply).source).toMatchObject({ kind: 'calibration', metres: 5.0292 });
  });

  it('names an imperial result by its title-block name', async () => {
    const user = userEvent.setup();
    // The 5 m segment at 1:100 reads 4,80 m at 1:96: 4,79 m is 0,21 % short of 1/8″ = 1′-0″.
    renderDialog();
    await user.type(screen.getByRole('textbox', { name: 'Distance réelle' }), '4,79 m');
    expect(screen.getByText(/Échelle obtenue/)).toHaveTextContent(/proche de 1\/8″ = 1′-0″ \(1:96\)/);
  });

  it('explains how to write feet and inches it cannot read', async () => {
    const user = userEvent.setup();
    const { onApply } = renderDialog();
    const field = screen.getByRole('textbox', { name: 'Distance réelle' });
    await user.type(field, "16'6'{Enter}");
    expect(field).toHaveAccessibleDescription(/Écrivez les pieds et pouces ainsi.: 16′, 16′-6″/);
    expect(onApply).not.toHaveBeenCalled();
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

  it('opens with no scale chosen, asks for one, then sets the standard scale picked', async () => {
    const user = userEvent.setup();
    const { onApply } = renderDialog({ segment: null });
    const picker = screen.getByRole('button', { name: /Choisissez l’échelle du cartouche/ });
    expect(picker).not.toHaveTextContent('1:100');
    await user.click(screen.getByRole('button', { name: 'Appliquer l’échelle' }));
    expect(onApply).not.toHaveBeenCalled();
    expect(screen.getByText('Choisissez une échelle dans la liste.')).toBeInTheDocument();
    await user.click(picker);
    await user.click(await screen.findByRole('option', { name: '1:50' }));
    await user.click(screen.getByRole('button', { name: 'Appliquer l’échelle' }));
    expect(applied(onApply).source).toEqual({ kind: 'ratio', denominator: 50 });
  });

  it('lists the imperial scales by their names', async () => {
    const user = userEvent.setup();
    const { onApply } = renderDialog({ segment: null });
    await user.click(screen.getByRole('button', { name: /Choisissez l’échelle du cartouche/ }));
    for (const name of ['1/4″ = 1′-0″ (1:48)', '3/16″ = 1′-0″ (1:64)', '1/16″ = 1′-0″ (1:192)', '1″ = 20′ (1:240)']) {
      expect(await screen.findByRole('option', { name })).toBeInTheDocument();
    }
    await user.click(screen.getByRole('option', { name: '1/8″ = 1′-0″ (1:96)' }));
    await user.click(screen.getByRole('button', { name: 'Appliquer l’échelle' }));
    expect(applied(onApply).source).toEqual({ kind: 'ratio', denominator: 96 });
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
