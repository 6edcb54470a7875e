import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Readout } from '../../../domain/takeoff/tools/readout';
import { MeasureReadout } from './MeasureReadout';

const readout = (overrides: Partial<Readout>): Readout => ({
  tool: 'length',
  uncalibrated: false,
  segment: null,
  total: null,
  area: null,
  wallArea: null,
  volume: null,
  count: null,
  span: null,
  ...overrides,
});

const values = () =>
  within(screen.getByRole('region', { name: 'Mesure en cours' }))
    .queryAllByRole('definition')
    .map((d) => `${d.previousElementSibling?.textContent}=${d.textContent}`);

describe('MeasureReadout', () => {
  it('shows the segment and the running total in French formats', () => {
    render(<MeasureReadout readout={readout({ segment: 1.4, total: 4.6049 })} isSheetCalibrated isSnapping />);
    expect(values()).toEqual(['Segment=1,40\u00a0m', 'Total=4,60\u00a0ml']);
  });

  it('calls a closed shape’s total a perimeter and shows its area, wall area and volume', () => {
    render(
      <MeasureReadout
        readout={readout({ tool: 'volume', segment: 2, total: 8, area: 1234.5, volume: 246.9 })}
        isSheetCalibrated
        isSnapping
      />,
    );
    expect(values()).toEqual([
      'Segment=2,00\u00a0m',
      'Périmètre=8,00\u00a0m',
      'Surface=1\u202f234,50\u00a0m²',
      'Volume=246,900\u00a0m³',
    ]);
  });

  it('blocks a measuring tool on an uncalibrated sheet and says why, before any click', () => {
    render(<MeasureReadout readout={readout({})} isSheetCalibrated={false} isSnapping />);
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Non étalonné');
    expect(status.textContent).toContain('Le comptage reste possible.');
    expect(values()).toEqual([]);
  });

  it('lets counting be on an uncalibrated sheet', () => {
    render(<MeasureReadout readout={readout({ tool: 'count', count: 3 })} isSheetCalibrated={false} isSnapping />);
    expect(screen.getByRole('status').textContent).toBe('');
    expect(values()).toEqual(['Comptage=3\u00a0U']);
  });

  it('says the snapping state, the snap under the cursor, the Shift constraint and a refusal', () => {
    const { rerender } = render(
      <MeasureReadout readout={readout({})} isSheetCalibrated isSnapping snapKind="intersection" isConstrained />,
    );
    const region = screen.getByRole('region', { name: 'Mesure en cours' });
    expect(region.textContent).toContain('Aimantation activée (touche A) · Intersection · Angle contraint (Maj)');
    rerender(
      <MeasureReadout
        readout={readout({})}
        isSheetCalibrated
        isSnapping={false}
        snapKind="intersection"
        notice="noSurface"
      />,
    );
    expect(region.textContent).toContain('Aimantation désactivée (touche A)');
    expect(region.textContent).not.toContain('Intersection');
    expect(screen.getByRole('status').textContent).toContain('Tracez la déduction à l’intérieur d’une surface');
  });
});
