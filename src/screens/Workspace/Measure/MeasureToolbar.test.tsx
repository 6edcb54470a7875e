import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MeasureTool } from '../../../domain/takeoff/shortcuts';
import { MeasureToolbar } from './MeasureToolbar';

function Harness({ isCalibrated, onToolChange }: { isCalibrated: boolean; onToolChange?: (t: MeasureTool) => void }) {
  const [tool, setTool] = useState<MeasureTool>('select');
  const [snap, setSnap] = useState(true);
  return (
    <MeasureToolbar
      tool={tool}
      onToolChange={(t) => {
        setTool(t);
        onToolChange?.(t);
      }}
      isCalibrated={isCalibrated}
      snapping={{ isOn: snap, onChange: setSnap }}
    />
  );
}

describe('MeasureToolbar', () => {
  it('is a toolbar of toggle buttons, one pressed, each with its key', () => {
    render(<Harness isCalibrated />);
    expect(screen.getByRole('toolbar', { name: 'Outils de mesure' })).toBeInTheDocument();
    const names = [
      'Sélection',
      'Comptage',
      'Longueur',
      'Surface',
      'Surface de mur',
      'Volume',
      'Échelle',
      'Vérifier l’échelle',
    ];
    for (const name of names) expect(screen.getByRole('radio', { name })).toBeEnabled();
    expect(screen.getByRole('radio', { name: 'Sélection' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Longueur' })).toHaveAttribute('aria-keyshortcuts', 'L');
    expect(screen.getByRole('radio', { name: 'Vérifier l’échelle' })).toHaveAttribute('aria-keyshortcuts', 'Shift+K');
    expect(screen.getByRole('button', { name: 'Aimantation' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('has the deduction tool, after the area, with its key D; it needs a scale', async () => {
    const onToolChange = vi.fn();
    const user = userEvent.setup();
    const { unmount } = render(<Harness isCalibrated onToolChange={onToolChange} />);
    const radios = screen.getAllByRole('radio');
    const deduction = screen.getByRole('radio', { name: 'Déduction' });
    expect(radios.indexOf(deduction)).toBe(radios.indexOf(screen.getByRole('radio', { name: 'Surface' })) + 1);
    expect(deduction).toHaveAttribute('aria-keyshortcuts', 'D');
    await user.click(deduction);
    expect(onToolChange).toHaveBeenLastCalledWith('deduction');
    expect(deduction).toBeChecked();
    unmount();
    render(<Harness isCalibrated={false} />);
    expect(screen.getByRole('radio', { name: 'Déduction' })).toBeDisabled();
  });

  it('moves with the arrows and picks a tool with Enter or Space', async () => {
    const onToolChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness isCalibrated onToolChange={onToolChange} />);
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Sélection' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Longueur' })).toHaveFocus();
    await user.keyboard(' ');
    expect(onToolChange).toHaveBeenLastCalledWith('length');
    expect(screen.getByRole('radio', { name: 'Longueur' })).toBeChecked();
  });

  it('blocks the tools that need a scale on an uncalibrated sheet and says why; counting stays', async () => {
    const onToolChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness isCalibrated={false} onToolChange={onToolChange} />);
    const toolbar = screen.getByRole('toolbar');
    expect(toolbar).toHaveAccessibleDescription(/Plan non étalonné.*Le comptage reste possible/);
    for (const name of ['Longueur', 'Surface', 'Surface de mur', 'Volume', 'Vérifier l’échelle']) {
      expect(screen.getByRole('radio', { name })).toBeDisabled();
    }
    for (const name of ['Sélection', 'Comptage', 'Échelle']) expect(screen.getByRole('radio', { name })).toBeEnabled();
    await user.click(screen.getByRole('radio', { name: 'Longueur' }));
    expect(onToolChange).not.toHaveBeenCalled();
    await user.click(screen.getByRole('radio', { name: 'Comptage' }));
    expect(onToolChange).toHaveBeenLastCalledWith('count');
  });

  it('toggles snapping', async () => {
    const user = userEvent.setup();
    render(<Harness isCalibrated />);
    const snap = screen.getByRole('button', { name: 'Aimantation' });
    await user.click(snap);
    expect(snap).toHaveAttribute('aria-pressed', 'false');
  });

  it('read-only: every tool but selection is blocked, and the given reason is shown and linked', () => {
    const reason = 'Consultation seule\u00a0: les mesures ne peuvent pas être modifiées.';
    render(<MeasureToolbar tool="select" onToolChange={vi.fn()} isCalibrated readOnlyReason={reason} />);
    expect(screen.getByRole('radio', { name: 'Sélection' })).toBeEnabled();
    for (const name of ['Comptage', 'Longueur', 'Surface', 'Volume', 'Échelle']) {
      expect(screen.getByRole('radio', { name })).toBeDisabled();
    }
    expect(screen.getByRole('toolbar', { name: 'Outils de mesure' })).toHaveAccessibleDescription(
      /^Consultation seule/,
    );
    expect(screen.getByText(/^Consultation seule/)).toBeVisible();
  });

  it('compact: names stay the buttons’ names, the keys are not printed, the scale reason stays linked', () => {
    const { container } = render(
      <MeasureToolbar tool="select" onToolChange={vi.fn()} isCalibrated={false} isCompact />,
    );
    expect(screen.getByRole('radio', { name: 'Longueur' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Comptage' })).toBeEnabled();
    expect(container.querySelector('kbd')).toBeNull();
    expect(screen.getByRole('toolbar', { name: 'Outils de mesure' })).toHaveAccessibleDescription(/Plan non étalonné/);
  });
});
