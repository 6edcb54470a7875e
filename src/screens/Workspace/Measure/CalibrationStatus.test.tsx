import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { scaleFromCalibration } from '../../../domain/takeoff/scale';
import { CalibrationStatus } from './CalibrationStatus';
import { M, calibrated, uncalibrated, withRegion } from '../../../domain/takeoff/testing/samples';

describe('CalibrationStatus', () => {
  it('says « Non étalonné », what it blocks, and calibrates on request', async () => {
    const onCalibrate = vi.fn();
    const user = userEvent.setup();
    render(<CalibrationStatus scales={uncalibrated} onCalibrate={onCalibrate} />);
    expect(screen.getByRole('region', { name: 'Échelle' })).toHaveTextContent('Non étalonné');
    const button = screen.getByRole('button', { name: 'Étalonner' });
    expect(button).toHaveAccessibleDescription(/Le comptage reste possible/);
    await user.click(button);
    expect(onCalibrate).toHaveBeenCalled();
  });

  it('shows a ratio', () => {
    render(<CalibrationStatus scales={calibrated} onCalibrate={vi.fn()} />);
    expect(screen.getByText('Échelle 1:100')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Modifier l’échelle' })).toBeInTheDocument();
  });

  it('shows a calibration as what one metre measures on paper', () => {
    const scale = scaleFromCalibration({ x: 0, y: 0 }, { x: 5 * M, y: 0 }, 4.9);
    if (!scale.ok) throw new Error('scale');
    render(<CalibrationStatus scales={{ default: scale.value, regions: [] }} onCalibrate={vi.fn()} />);
    // 1:98: one metre is 1000 / 98 = 10,20 mm on paper
    expect(screen.getByText(/^Étalonné.: 1.m = 10,20.mm sur le plan \(1:98\)$/)).toBeInTheDocument();
  });

  it('shows a CAD file’s scale as the file’s, with nothing to calibrate (never « Non étalonné »)', () => {
    const scale = {
      metresPerUnit: (0.0254 / 72) * 100,
      source: { kind: 'file', unit: 'mm', unitSource: 'file', denominator: 100 },
    } as const;
    render(<CalibrationStatus scales={{ default: scale, regions: [] }} onCalibrate={vi.fn()} />);
    const region = screen.getByRole('region', { name: 'Échelle' });
    expect(screen.getByText(/^Échelle du fichier.: 1.unité = 1.mm$/)).toBeInTheDocument();
    expect(region).toHaveTextContent('Dessinée au 1:100, unité donnée par le fichier.');
    expect(region).not.toHaveTextContent('Non étalonné');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('lists the regions with their own scale', async () => {
    const onCalibrateRegion = vi.fn();
    const user = userEvent.setup();
    render(<CalibrationStatus scales={withRegion} onCalibrate={vi.fn()} onCalibrateRegion={onCalibrateRegion} />);
    expect(screen.getByText(/Zone «.Détail escalier.».: 1:20/)).toBeInTheDocument();
    await user.click(
      screen.getByRole('button', { name: 'Modifier l’échelle de la zone «\u00a0Détail escalier\u00a0»' }),
    );
    expect(onCalibrateRegion).toHaveBeenCalledWith('region-detail');
  });

  it('read-only: the state without a button to change it', () => {
    const { rerender } = render(<CalibrationStatus scales={uncalibrated} onCalibrate={vi.fn()} isReadOnly />);
    expect(screen.getByRole('region', { name: 'Échelle' })).toHaveTextContent('Non étalonné');
    expect(screen.queryByRole('button')).toBeNull();
    rerender(<CalibrationStatus scales={calibrated} onCalibrate={vi.fn()} isReadOnly />);
    expect(screen.getByText('Échelle 1:100')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
