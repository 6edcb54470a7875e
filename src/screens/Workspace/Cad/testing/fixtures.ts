/**
 * A CAD sheet's blocks and layer totals as the « Blocs » panel and the layer totals read them (CadSheetModel's
 * `blocks`, `layers`, `geometry`): a French apartment plan's doors, windows and fittings, its walls, partitions and
 * floors. For the panels' tests and stories only: references and pieces carry no real geometry.
 */
import type { CadBlockSummary, CadLayerGeometry, CadLayerSummary } from '../../../../domain/cad/types';

export function block(
  name: string,
  topLevel: number,
  nested = 0,
  layers: readonly string[] = ['0'],
  rawNames: readonly string[] = [name],
): CadBlockSummary {
  return { name, rawNames, layers, topLevel, nested, references: [] };
}

export const SAMPLE_BLOCKS: readonly CadBlockSummary[] = [
  block('CHASSIS_OB_60', 4, 0, ['A-MENUISERIES']),
  block('ÉVIER_INOX', 2, 0, ['A-SANITAIRES']),
  block('FENETRE_120', 9, 0, ['A-MENUISERIES']),
  block('INTERRUPTEUR', 18, 6, ['E-COURANT-FAIBLE', 'E-ECLAIRAGE']),
  block('LAVABO', 3, 0, ['A-SANITAIRES']),
  block('PORTE_90', 12, 3, ['A-PORTES'], ['*U12', '*U14', 'PORTE_90']),
  block('PRISE_2P+T', 31, 0, ['E-PRISES']),
  block('RADIATEUR_1000W', 7, 0, ['CVC']),
  block('WC_SUSPENDU', 2, 1, ['A-SANITAIRES']),
];

/** 300 blocks, as a large library-heavy drawing has. */
export const MANY_BLOCKS: readonly CadBlockSummary[] = Array.from({ length: 300 }, (_, i) => {
  const families = ['PORTE', 'FENETRE', 'PRISE', 'LUMINAIRE', 'MOBILIER', 'EQUIPEMENT'] as const;
  const family = families[i % families.length] ?? 'BLOC';
  return block(`${family}_${String(i + 1).padStart(3, '0')}`, (i * 7) % 23, i % 5 === 0 ? i % 4 : 0, [`A-${family}`]);
});

const piece = (layer: string, i: number) => `${layer}-${i}`;

export function layerGeometry(layer: string, lengths: readonly number[], areas: readonly number[]): CadLayerGeometry {
  return {
    layer,
    metres: lengths.reduce((a, b) => a + b, 0),
    squareMetres: areas.reduce((a, b) => a + b, 0),
    lengths: lengths.map((metres, i) => ({
      id: piece(layer, i),
      type: 'LWPOLYLINE',
      points: [],
      closed: false,
      metres,
    })),
    areas: areas.map((squareMetres, i) => ({
      id: piece(layer, lengths.length + i),
      type: 'HATCH',
      outer: [],
      holes: [],
      squareMetres,
    })),
  };
}

const layer = (name: string, color: string, state: Partial<CadLayerSummary> = {}): CadLayerSummary => ({
  name,
  color,
  lineweight: null,
  visible: true,
  frozen: false,
  entityCount: 10,
  ...state,
});

export const SAMPLE_LAYERS: readonly CadLayerSummary[] = [
  layer('0', '#000000'),
  layer('A-COTATION', '#00ff00'),
  layer('A-CLOISONS', '#00ffff'),
  layer('A-DOUBLAGES', '#ff00ff'),
  layer('A-FAUX-PLAFONDS', '#808080', { frozen: true }),
  layer('A-MOBILIER', '#ffbf00', { visible: false }),
  layer('A-MURS', '#ff0000'),
  layer('A-SOLS', '#0000ff'),
  layer('A-TEXTES', '#000000'),
];

export const SAMPLE_GEOMETRY: readonly CadLayerGeometry[] = [
  layerGeometry('A-CLOISONS', [4.2, 3.85, 2.6, 5.1, 3.35, 2.4, 1.9], []),
  layerGeometry('A-DOUBLAGES', [12.4, 9.8, 6.3], []),
  layerGeometry('A-FAUX-PLAFONDS', [], [14.2, 9.65]),
  layerGeometry('A-MOBILIER', [1.2, 0.8, 2.4, 1.6], [0.96, 1.44]),
  layerGeometry('A-MURS', [12.5, 8.4, 12.5, 8.4, 3.2, 3.2, 6.05], [1.875, 1.26]),
  layerGeometry('A-SOLS', [], [18.45, 12.3, 4.86, 3.2, 11.75]),
];
