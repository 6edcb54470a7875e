/**
 * Deterministic documents for tests, the benchmark and the stories: lots of chapters of lines with realistic French
 * désignations, every unit, prices with cents, and three VAT rates side by side (20 %, 10 %, 5,5 %) — the case where
 * a VAT row per rate matters. No randomness: the same arguments give the same document.
 */
import type {
  ExportDocument,
  ExportLine,
  ExportLocalisationGroup,
  ExportLocalisationLine,
  ExportLot,
  ExportMeasurement,
  PricedKind,
  Unit,
  VatRate,
} from './model';
import { exportQuantity } from './table';

const LOT_TITLES = [
  'Terrassements – VRD',
  'Gros œuvre',
  'Charpente – couverture',
  'Étanchéité',
  'Menuiseries extérieures',
  'Cloisons – doublages – plafonds',
  'Menuiseries intérieures',
  'Revêtements de sols',
  'Peinture',
  'Plomberie – sanitaires',
  'Électricité',
  'Chauffage – ventilation',
];

interface SampleItem {
  designation: string;
  unit: Unit;
  price: number;
}

const FIRST_ITEM: SampleItem = { designation: 'Fouilles en rigoles, terrain de toute nature', unit: 'm³', price: 38.5 };

const ITEMS: readonly SampleItem[] = [
  FIRST_ITEM,
  { designation: 'Béton armé pour voiles, y compris coffrage', unit: 'm³', price: 412.75 },
  { designation: 'Enduit de façade monocouche gratté', unit: 'm²', price: 42.1 },
  { designation: 'Plinthe bois médium à peindre', unit: 'ml', price: 11.35 },
  { designation: 'Bloc-porte isoplane 83 × 204', unit: 'U', price: 289 },
  { designation: 'Acier HA pour béton armé', unit: 'kg', price: 1.92 },
  { designation: 'Évacuation des déblais en décharge agréée', unit: 't', price: 24.6 },
  { designation: 'Main-d’œuvre en régie', unit: 'h', price: 52.4 },
  { designation: 'Installation de chantier', unit: 'forfait', price: 4850 },
  { designation: 'Ensemble de signalétique', unit: 'ens', price: 1260.8 },
];

const RATES: readonly VatRate[] = [2000, 1000, 550];

export interface SampleOptions {
  kind?: PricedKind;
  lots?: number;
  chaptersPerLot?: number;
  linesPerChapter?: number;
  /** Measurements in the detail sheet. */
  details?: number;
}

/** A two-digit code: 1 → `01`. */
const code = (n: number) => String(n).padStart(2, '0');

export function sampleDocument(options: SampleOptions = {}): ExportDocument {
  const { kind = 'dpgf', lots = 3, chaptersPerLot = 2, linesPerChapter = 4, details = 12 } = options;
  let n = 0;
  const lotList: ExportLot[] = Array.from({ length: lots }, (_, l) => {
    const lotNumber = code(l + 1);
    return {
      number: lotNumber,
      title: LOT_TITLES[l % LOT_TITLES.length] ?? `Lot ${lotNumber}`,
      chapters: Array.from({ length: chaptersPerLot }, (_, c) => {
        const chapterNumber = `${lotNumber}.${code(c + 1)}`;
        return {
          number: chapterNumber,
          title: `Chapitre ${chapterNumber}`,
          lines: Array.from({ length: linesPerChapter }, (_, i): ExportLine => {
            const item = ITEMS[n % ITEMS.length] ?? FIRST_ITEM;
            const step = n++;
            // Quantities with more decimals than their unit keeps, so that rounding is exercised.
            const quantity =
              item.unit === 'U' || item.unit === 'forfait' || item.unit === 'ens'
                ? 1 + (step % 7)
                : Math.round((3.14159 + step * 1.7372) * 10000) / 10000;
            return {
              number: `${chapterNumber}.${code(i + 1)}`,
              designation: item.designation,
              unit: item.unit,
              quantity,
              unitPrice: item.price + (step % 5) * 0.05,
              vatRate: RATES[step % RATES.length] ?? 2000,
            };
          }),
        };
      }),
    };
  });
  const firstLine = lotList[0]?.chapters[0]?.lines[0];
  const detailList: ExportMeasurement[] = Array.from({ length: details }, (_, i) => ({
    sheet: `A0${1 + (i % 3)} – Niveau ${i % 3}, indice B`,
    type: i % 2 === 0 ? 'length' : 'area',
    derivation: i % 2 === 0 ? `12,40 ml × ${i + 1}` : '12,40 ml × 2,50 m − 2 × (0,90 m × 2,10 m)',
    quantity: i % 2 === 0 ? 12.4 * (i + 1) : 27.22,
    unit: i % 2 === 0 ? 'ml' : 'm²',
    article: i % 4 === 3 || !firstLine ? null : { number: firstLine.number, designation: firstLine.designation },
  }));
  return {
    kind,
    project: {
      name: 'Résidence Les Tilleuls',
      client: 'SCI Les Tilleuls',
      reference: 'RT-2026-014',
      date: '2026-11-23',
      revisions: ['A01 – Rez-de-chaussée, indice B', 'A02 – Étage courant, indice A'],
    },
    lots: lotList,
    details: detailList,
  };
}

/**
 * The « métré par local » of a document's base: each line's quantity, in its unit's smallest step, shared between
 * R+1 · Ch. 144, R+1 · Ch. 145, RDC · Hall and the unlocalised, the shares adding up exactly to the line — as
 * localisationSums gives them.
 */
export function sampleByLocalisation(document: Pick<ExportDocument, 'lots'>): ExportLocalisationGroup[] {
  const places = [
    { level: 'R+1', zone: 'Ch. 144' },
    { level: 'R+1', zone: 'Ch. 145' },
    { level: 'RDC', zone: 'Hall' },
  ];
  const groups = [...places, undefined].map((localisation) => ({
    ...(localisation ? { localisation } : {}),
    lots: [] as { number: string; title: string; lines: ExportLocalisationLine[] }[],
  }));
  for (const lot of document.lots) {
    for (const line of lot.chapters.flatMap((c) => c.lines)) {
      const decimals = line.unit === 'm³' || line.unit === 't' ? 3 : 2;
      const scaled = Math.round(exportQuantity(line.unit, line.quantity) * 10 ** decimals);
      const part = Math.floor(scaled / 4);
      [part, part, part, scaled - 3 * part].forEach((share, i) => {
        const group = groups[i];
        if (!group) return;
        let entry = group.lots.find((l) => l.number === lot.number);
        if (!entry) group.lots.push((entry = { number: lot.number, title: lot.title, lines: [] }));
        entry.lines.push({
          number: line.number,
          designation: line.designation,
          unit: line.unit,
          quantity: share / 10 ** decimals,
        });
      });
    }
  }
  return groups;
}
