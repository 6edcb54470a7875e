/**
 * Labels and legend on the plan: the words of a measurement's label (« Ch. 144 – sol · 15,24 m² »), the viewer's
 * toggles, the count symbols' names, the properties panel's label block, the article's colour and symbol in the
 * library, and the sheet's « Légende » tab. Typography as in ./fr.ts (checked by ./fr.test.ts); `{name}`
 * placeholders are filled with interpolate().
 */
import type { CountSymbol } from '../domain/takeoff/types';

export const legendFr = {
  /** A measurement's label on the plan: its name and its quantity. */
  label: {
    both: '{label} · {quantity}',
  },
  /** The viewer's toolbar: what the plan writes beside each measurement. */
  toggles: {
    group: 'Affichage sur le plan',
    labels: 'Libellés',
    labelsHint: 'Écrire le libellé de chaque mesure sur le plan',
    quantities: 'Quantités',
    quantitiesHint: 'Écrire la quantité de chaque mesure sur le plan',
    /** Said when labels are asked for but the zoom hides them. */
    hiddenByZoom: 'Zoomez au-delà de {zoom} pour lire les libellés.',
  },
  /** The shapes a count can take on the plan. */
  symbols: {
    circle: 'Cercle',
    square: 'Carré',
    triangle: 'Triangle',
    diamond: 'Losange',
    hexagon: 'Hexagone',
    star: 'Étoile',
  } satisfies Record<CountSymbol, string>,
  /** The properties panel's block on the label and the symbol. */
  properties: {
    title: 'Sur le plan',
    symbol: 'Symbole',
    /** The option that leaves the choice to the article. */
    symbolFromArticle: 'Celui de l’article ({symbol})',
    symbolDefault: 'Par défaut ({symbol})',
    /** The same option when the selected counts inherit different symbols. */
    symbolInherited: 'Celui de l’article',
    symbolOwnHint: 'Choisi pour ce comptage\u00a0: il remplace celui de l’article.',
    resetLabel: 'Replacer le libellé',
    resetLabelHint: 'Le libellé a été déplacé à la main. Replacez-le automatiquement.',
    colorFromArticle: 'Couleur de l’article\u00a0: {color}. Elle remplace celle de la mesure.',
  },
  /** The library's article editor. */
  article: {
    color: 'Couleur sur le plan',
    colorNone: 'Celle de chaque mesure',
    symbol: 'Symbole des comptages',
    symbolNone: 'Celui de chaque comptage',
    hint: 'Les mesures reliées à l’article prennent cette couleur et ce symbole sur les plans et dans la légende.',
  },
  /** The sheet's « Légende » tab. */
  panel: {
    tab: 'Légende',
    title: 'Légende du plan',
    tableLabel: 'Légende du plan «\u00a0{sheet}\u00a0»',
    empty: 'Aucune mesure sur ce plan.',
    emptyHint: 'Les articles et les groupes de mesures apparaîtront ici, avec leurs totaux.',
    articles: 'Articles',
    withoutArticle: 'Mesures sans article',
    /** Read before a row's name by its button: the row selects and frames its measurements. */
    showOnPlan: 'Voir sur le plan\u00a0:',
    /** Under the table, when rows are actionable. */
    showHint: 'Choisissez une ligne pour sélectionner et cadrer ses mesures sur le plan.',
    columns: {
      symbol: 'Repère',
      item: 'Désignation',
      quantity: 'Total sur le plan',
    },
    /** A group of measurements without article: their kind and colour. */
    group: '{kind} · {color}',
    count: '{count} mesures',
    countOne: '{count} mesure',
    /** The swatch's name for screen readers. */
    swatch: '{color}, {symbol}',
    swatchColor: '{color}',
    /** A total that cannot be known (an uncalibrated sheet). */
    noTotal: '—',
    noTotalHint: 'Plan non étalonné',
    /** Several units under one line (a formula in another unit). */
    andMore: '{quantity} et {more}',
  },
} as const;
