/** Sample measurements (French labels, 1:100) for the stories and the component tests of the measuring panels; never imported by the app. */
import { scaleFromRatio } from '../scale';
import { measurement, p, square } from './fixtures';
import { PALETTE_KEYS, type Measurement, type Scale, type SheetScales } from '../types';

function unwrapScale(denominator: number): Scale {
  const result = scaleFromRatio(denominator);
  if (!result.ok) throw new Error('bad ratio');
  return result.value;
}

/** 1:100: one metre is 72 / 2.54 = 28.35 points. */
export const SCALE_100 = unwrapScale(100);
export const SCALE_20 = unwrapScale(20);
/** Sheet units per metre at 1:100. */
export const M = 1 / SCALE_100.metresPerUnit;

export const calibrated: SheetScales = { default: SCALE_100, regions: [] };
export const uncalibrated: SheetScales = { default: null, regions: [] };
export const withRegion: SheetScales = {
  default: SCALE_100,
  regions: [
    {
      id: 'region-detail',
      label: 'Détail escalier',
      shape: { kind: 'rect', rect: { minX: 2000, minY: 1400, maxX: 2900, maxY: 2100 } },
      scale: SCALE_20,
    },
  ],
};

export const doors = measurement('count', {
  id: 'm-doors',
  label: 'Portes intérieures 83 × 204',
  color: 'orange',
  points: Array.from({ length: 12 }, (_, i) => p(100 + i * 40, 300)),
});
export const skirting = measurement('length', {
  id: 'm-skirting',
  label: 'Plinthes séjour',
  color: 'green',
  points: [p(0, 0), p(12.4 * M, 0), p(12.4 * M, 4.1 * M)],
  closed: false,
});
export const tiling = measurement('area', {
  id: 'm-tiling',
  label: 'Carrelage cuisine',
  color: 'blue',
  points: square(0, 0, 5 * M),
  holes: [square(M, M, 1.2 * M)],
});
export const partition = measurement('wallArea', {
  id: 'm-partition',
  label: 'Cloison chambre 2',
  color: 'purple',
  points: [p(0, 0), p(12.4 * M, 0)],
  closed: false,
  height: 2.5,
  openings: [{ width: 0.9, height: 2.1, count: 2, label: 'porte' }],
});
export const slab = measurement('volume', {
  id: 'm-slab',
  label: 'Dalle RDC',
  color: 'teal',
  points: square(0, 0, 10 * M),
  holes: [],
  thickness: 0.2,
});
export const unnamedCount = measurement('count', { id: 'm-sockets', label: '', color: 'red', points: [p(5, 5)] });

export const sampleMeasurements: readonly Measurement[] = [doors, skirting, tiling, partition, slab, unnamedCount];

/** `count` measurements cycling through every kind, label and colour: the 5,000-row table. */
export function manyMeasurements(count: number): Measurement[] {
  const kinds = ['count', 'length', 'area', 'wallArea', 'volume'] as const;
  return Array.from({ length: count }, (_, i) => {
    const kind = kinds[i % kinds.length] ?? 'count';
    const size = (1 + (i % 37)) * M * 0.25;
    const base = {
      id: `m-${i}`,
      label: `Mesure ${i + 1}`,
      color: PALETTE_KEYS[i % PALETTE_KEYS.length] ?? 'blue',
    };
    switch (kind) {
      case 'count':
        return measurement('count', { ...base, points: [p(i, 0), p(i, 10)] });
      case 'length':
        return measurement('length', { ...base, points: [p(0, 0), p(size, 0)], closed: false });
      case 'area':
        return measurement('area', { ...base, points: square(0, 0, size), holes: [] });
      case 'wallArea':
        return measurement('wallArea', { ...base, points: [p(0, 0), p(size, 0)], height: 2.5, openings: [] });
      case 'volume':
        return measurement('volume', { ...base, points: square(0, 0, size), holes: [], thickness: 0.2 });
    }
  });
}

// --- Assisted counting (issue 25) ----------------------------------------------------------------------------------

/**
 * An assisted count of 20 WCs: 18 detected and accepted (scores 0.63…0.97, two templates: the west wing's variant),
 * 1 detected and corrected, 1 added by hand; 3 proposals still proposed and 1 rejected.
 */
export const assistedWc = ((): Measurement => {
  const box = (x: number, y: number) => ({ minX: x - 12, minY: y - 12, maxX: x + 12, maxY: y + 12 });
  const places = Array.from({ length: 23 }, (_, i) => p(120 + (i % 8) * 60, 200 + Math.floor(i / 8) * 80));
  const proposals = places.map((at, i) => ({
    id: `wc-p${i + 1}`,
    templateId: i >= 15 && i < 19 ? 'wc-t2' : 'wc-t1',
    center: at,
    box: box(at.x, at.y),
    rotation: ([0, 90, 180, 270] as const)[i % 4] ?? 0,
    mirrored: i % 5 === 0,
    // 0.97 down to 0.63 for the 19 counted, then weaker ones.
    score: i < 19 ? Math.round((0.97 - (i * 0.34) / 18) * 100) / 100 : 0.6 - (i - 19) * 0.05,
  }));
  const counted = proposals.slice(0, 19);
  return measurement('count', {
    id: 'm-wc',
    label: 'WC suspendus',
    color: 'teal',
    symbol: 'square',
    points: [...counted.map((c, i) => (i === 18 ? p(c.center.x + 6, c.center.y - 4) : c.center)), p(640, 440)],
    origins: [
      ...counted.map((c, i) => ({
        kind: 'detected' as const,
        proposalId: c.id,
        templateId: c.templateId,
        box: c.box,
        score: c.score,
        corrected: i === 18,
      })),
      { kind: 'manual' as const },
    ],
    detection: {
      templates: [
        { id: 'wc-t1', sheetId: 'sheet-1', box: box(120, 200) },
        { id: 'wc-t2', sheetId: 'sheet-1', box: box(540, 280) },
      ],
      proposals,
      rejected: ['wc-p23'],
      thresholds: { show: 0.5, autoAccept: 0.8 },
    },
  });
})();
