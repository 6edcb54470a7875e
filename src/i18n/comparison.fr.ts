/**
 * Plan comparison (issue 27): a sheet's new indice, paired with the project's sheets, aligned on the previous one,
 * its changes to review, the measurements carried over, and the quantity deltas. Loaded with the sheet page.
 * Typography: ’, « » with no-break spaces, a no-break space before : and a narrow one before ; ! ?, and numbers
 * written by ./numbers.ts (a narrow no-break space between thousands and before %).
 */
import type { ChangeKind, ChangeStatus, OverlayMode, PairingReason } from '../domain/comparison/types';
import { interpolate } from './format';

export const comparisonFr = {
  /** Importing a PDF as « nouvel indice »: its pages paired with the project's sheets, shown for confirmation. */
  pairing: {
    title: 'Nouvel indice — {file}',
    intro:
      'Chaque page du fichier devient le nouvel indice de la feuille choisie, ou une nouvelle feuille. Vérifiez les rapprochements avant d’importer.',
    pagesLabel: 'Pages du fichier',
    pageNumber: 'Page {number}',
    /** The sheet number read in the page's title block. */
    pageSheetNumber: 'N° {number}',
    /** A page's paper size, in millimetres. */
    size: '{width} × {height}\u00a0mm',
    /** The select's label: « La page 2 devient l’indice B de ». */
    sheetLabel: 'La page {number} devient l’indice {indice} de',
    /** The select's option that makes the page a sheet of its own. */
    newSheet: 'Nouvelle feuille',
    /** A project sheet in the select: « A01 – Rez-de-chaussée (indice A) ». */
    sheetOption: '{name} (indice {indice})',
    sheetOptionNoIndice: '{name}',
    /** Why the page was paired with that sheet. */
    reasonLabel: 'Rapprochement\u00a0: {reason}',
    reasons: {
      number: 'même numéro',
      name: 'même nom',
      order: 'ordre des pages',
      manual: 'choisi',
    } satisfies Record<PairingReason, string>,
    sizeWarning:
      'Format différent de la feuille ({pageSize} au lieu de {sheetSize})\u00a0: vérifiez qu’il s’agit bien du même plan. Le calage corrigera l’échelle.',
    duplicate: 'Cette feuille est déjà choisie pour la page {page}. Une feuille ne reçoit qu’un indice à la fois.',
    nothingPairedTitle: 'Aucune page rapprochée',
    nothingPaired:
      'Aucune page de ce fichier n’a pu être rapprochée d’une feuille du projet (ni par le numéro, ni par le nom, ni par l’ordre des pages). Choisissez pour chaque page la feuille dont elle est le nouvel indice.',
    nothingChosen:
      'Choisissez au moins une feuille qui reçoit cet indice, ou importez le fichier comme nouvelles feuilles.',
    summary: {
      one: '{paired} page sur {count} reçue comme nouvel indice',
      other: '{paired} pages sur {count} reçues comme nouvel indice',
    },
    confirm: 'Importer l’indice {indice}',
    importing: 'Import en cours…',
    cancel: 'Annuler',
  },

  /** The sheet's comparison panel. */
  panel: {
    title: 'Comparaison des indices',
    /** « Indice B (courant) · A ». */
    currentIndice: 'Indice {indice} (courant)',
    /** The previous indices after the current one, newest first: « Indice B (courant) · A ». */
    history: '{current} · {previous}',
    historyJoin: '{a} · {b}',
    comparedWith: 'Comparé à l’indice {indice}',
    modeLabel: 'Affichage',
    modes: {
      old: 'Ancien',
      new: 'Nouveau',
      overlay: 'Superposition',
      slider: 'Curseur',
    } satisfies Record<OverlayMode, string>,
    slider: 'Opacité de l’indice {new} sur l’indice {old}',
    sliderOld: 'Indice {indice}',
    sliderNew: 'Indice {indice}',
    legendLabel: 'Légende de la superposition',
    legend: {
      unchanged: 'Inchangé',
      removed: 'Supprimé',
      added: 'Ajouté',
    },
    palette: 'Couleurs adaptées aux daltoniens',
    paletteHelp: 'Supprimé en orange, ajouté en bleu.',
    alignment: {
      auto: 'Calage automatique · confiance {confidence}',
      manual: 'Calage à la main · deux paires de points',
      none: 'Pas encore calé',
      lowConfidence: 'Confiance faible\u00a0: vérifiez la superposition, ou calez à la main.',
    },
    manualAlign: 'Caler à la main',
    retry: 'Relancer la comparaison',
    cancel: 'Annuler',
    cancelLabel: 'Annuler la comparaison',
    /** The worker's stages, in the order they come. */
    stages: {
      open: 'Ouverture des plans…',
      renderOld: 'Rendu de l’indice {indice}…',
      renderNew: 'Rendu de l’indice {indice}…',
      renderBoth: 'Rendu des indices {old} et {new}…',
      align: 'Calage…',
      diff: 'Comparaison…',
      regions: 'Regroupement…',
      pictures: 'Préparation de la superposition…',
    },
    step: 'Étape {step} sur {count}',
    errorTitle: 'Comparaison impossible',
  },

  /** The changed regions to review. */
  changes: {
    title: 'Modifications',
    listLabel: 'Modifications trouvées entre les indices',
    /** « 3 à vérifier sur 5 ». */
    count: {
      one: '{toCheck} à vérifier sur {count}',
      other: '{toCheck} à vérifier sur {count}',
    },
    allReviewed: {
      one: 'La modification est revue.',
      other: 'Les {count}\u00a0modifications sont revues.',
    },
    empty: 'Aucune modification trouvée',
    emptyHelp: 'Les deux indices montrent le même dessin une fois calés.',
    /** A row's title: « Modification 2 · Ajout ». */
    rowTitle: 'Modification {number} · {kind}',
    kinds: {
      added: 'Ajout',
      removed: 'Suppression',
      modified: 'Modification',
    } satisfies Record<ChangeKind, string>,
    /** The region's size on site (a calibrated sheet) or on paper. */
    sizeSite: '{width} × {height}',
    sizePaper: '{width} × {height}\u00a0mm sur le papier',
    statusLabel: 'Statut de la modification {number}',
    statuses: {
      toCheck: 'À vérifier',
      seen: 'Vu',
      ignored: 'Ignoré',
    } satisfies Record<ChangeStatus, string>,
    /** The status said in the row's name: « à vérifier ». */
    statusWords: {
      toCheck: 'à vérifier',
      seen: 'vu',
      ignored: 'ignoré',
    } satisfies Record<ChangeStatus, string>,
    measurements: {
      one: 'Touche {count}\u00a0mesure\u00a0:',
      other: 'Touche {count}\u00a0mesures\u00a0:',
    },
    noMeasurement: 'Ne touche aucune mesure.',
    previous: 'Précédente',
    next: 'Suivante',
    keyboardHint: 'Au clavier\u00a0: ↑ ↓ ou J K pour passer d’une modification à l’autre, le plan suit.',
  },

  /** The carried measurements a change touches, to check. */
  carry: {
    title: 'Mesures reportées à vérifier',
    intro:
      'Ces mesures de l’indice {old} touchent une modification de l’indice {new}. Acceptez-les, modifiez-les ou supprimez-les.',
    count: {
      one: '{toCheck} à vérifier sur {count} reportée',
      other: '{toCheck} à vérifier sur {count} reportées',
    },
    silent: {
      one: '{count}\u00a0mesure reportée sans changement.',
      other: '{count}\u00a0mesures reportées sans changement.',
    },
    listLabel: 'Mesures reportées à vérifier',
    regions: 'Touchée par {regions}',
    regionName: 'la modification {number}',
    accept: 'Accepter',
    acceptLabel: 'Accepter {measurement}',
    edit: 'Modifier',
    editLabel: 'Modifier {measurement} sur le plan',
    delete: 'Supprimer',
    deleteLabel: 'Supprimer {measurement}',
    acceptAll: 'Accepter tout',
    done: 'Toutes les mesures reportées sont vérifiées',
    doneHelp: 'Le report tient en un pas de l’historique\u00a0: Ctrl+Z l’annule en entier.',
  },

  /** Aligning by hand with two pairs of points. */
  manual: {
    title: 'Caler à la main',
    intro:
      'Cliquez un même point du dessin sur l’indice {old} puis sur l’indice {new}, deux fois\u00a0: deux angles de murs éloignés l’un de l’autre donnent le meilleur calage.',
    stepsLabel: 'Points à cliquer',
    steps: {
      old1: 'Point 1 sur l’indice {old}',
      new1: 'Point 1 sur l’indice {new}',
      old2: 'Point 2 sur l’indice {old}',
      new2: 'Point 2 sur l’indice {new}',
    },
    /** Where a picked point is, in points on the sheet. */
    picked: 'x {x} · y {y}\u00a0pt',
    current: 'À cliquer maintenant',
    waiting: 'Ensuite',
    ready: 'Les deux paires sont posées\u00a0: appliquez le calage.',
    restart: 'Recommencer',
    apply: 'Appliquer',
    applying: 'Calage en cours…',
    cancel: 'Annuler',
    keyboardHint:
      'Au clavier\u00a0: flèches pour viser, Entrée pour poser le point, Retour arrière pour reprendre le dernier, Échap pour quitter.',
  },

  /** The quantity and amount deltas between two indices. */
  deltas: {
    title: 'Écarts entre les indices',
    caption: 'Écarts de quantités et de montants entre l’indice {previous} et l’indice {current}',
    regionLabel: 'Tableau des écarts, défilable',
    columns: {
      number: 'N°',
      designation: 'Désignation',
      unit: 'Unité',
      before: 'Indice {indice}',
      after: 'Indice {indice}',
      delta: 'Écart',
      amountBefore: 'Montant {indice}',
      amountAfter: 'Montant {indice}',
      amountDelta: 'Écart de montant',
    },
    noLot: 'Hors lot',
    subtotal: 'Sous-total {lot}',
    total: 'Total',
    /** A delta as read (the sign is also written: the colour is never the only clue). */
    said: '({direction})',
    increase: 'hausse',
    decrease: 'baisse',
    unchanged: 'inchangé',
    noPrice: 'sans prix',
    empty: 'Aucun écart de quantité entre l’indice {previous} et l’indice {current}.',
  },

  /** The quantities page's filter by indice. */
  /** The sheet page's « Indices » tab (routes/workspace/comparison). */
  sheet: {
    tab: 'Indices',
    compare: 'Comparer avec l’indice {previous}',
    showAgain: 'Afficher la comparaison avec l’indice {previous}',
    carry: {
      one: 'Reporter la mesure de l’indice\u00a0{previous}',
      other: 'Reporter les {count}\u00a0mesures de l’indice\u00a0{previous}',
    },
    carried: {
      one: '{count} mesure reportée, {toCheck} à vérifier.',
      other: '{count} mesures reportées, {toCheck} à vérifier.',
    },
    /** On a previous indice's page: it is kept, readable, not counted. */
    superseded:
      'Indice {indice}, remplacé par l’indice {current} : ses mesures restent lisibles mais ne comptent plus dans les quantités.',
    supersededTitle: 'Indice\u00a0{indice} (remplacé)',
    openCurrent: 'Ouvrir l’indice {current}',
    historyLabel: 'Indices précédents',
    openPrevious: 'Voir l’indice\u00a0{indice}',
  },

  quantitiesFilter: {
    label: 'Indice',
    current: 'Courant',
    previous: 'Précédent',
    deltas: 'Écarts',
  },

  /** Why a comparison failed, and the manual way (CompareErrorCode and the worker's own codes). */
  errors: {
    sizeMismatch:
      'Les deux pages diffèrent trop en format pour que l’une soit un nouveau tracé de l’autre. Vérifiez le rapprochement des pages, ou calez à la main avec deux paires de points.',
    alignmentFailed:
      'Le calage automatique n’a pas trouvé de correspondance assez sûre entre les deux indices. Calez à la main en cliquant deux paires de points.',
    badPairs:
      'Ces deux paires de points ne permettent pas de caler les indices (un même point cliqué deux fois, ou une échelle invraisemblable). Recommencez avec deux points éloignés l’un de l’autre.',
    sheetTooLarge:
      'Cette feuille est trop grande pour être comparée en mémoire. Les deux indices restent lisibles séparément (Ancien, Nouveau).',
    cancelled: 'Comparaison annulée. Rien n’a été changé. Relancez-la quand vous voulez.',
    pdf: 'Un des deux indices n’a pas pu être lu. Importez-le de nouveau, puis relancez la comparaison.',
    unknownDocument: 'Un des deux indices n’est plus ouvert. Relancez la comparaison.',
    badRequest: 'La comparaison a été mal demandée. Relancez-la, rien n’a été changé.',
    workerFailed:
      'La comparaison s’est arrêtée (mémoire insuffisante ou navigateur interrompu). Rien n’a été changé. Relancez-la, ou calez à la main.',
    unknown: 'La comparaison a échoué. Rien n’a été changé. Relancez-la, ou calez à la main.',
  },
} as const;

/**
 * The codes that have a message: CompareErrorCode and the worker's own (workers/comparison/protocol.ts's
 * ComparisonWorkerErrorCode, which copy may not import). screens/Workspace/Comparison/messages.test.ts checks, at
 * compile time and run time, that every code the worker can answer is here.
 */
export type ComparisonErrorMessageCode = keyof typeof comparisonFr.errors;

/** A worker's progress message as far as its label goes (its protocol's ComparisonProgressMessage fits). */
export type ComparisonStageProgress =
  | { readonly stage: 'render'; readonly which: 'old' | 'new' | 'both' }
  | { readonly stage: 'open' | 'align' | 'diff' | 'regions' | 'pictures' };

/** The manual way each failure offers: align by hand, run the comparison again, or nothing more to do. */
export type ComparisonRecovery = 'manualAlign' | 'retry' | 'none';

const RECOVERY: Readonly<Record<ComparisonErrorMessageCode, ComparisonRecovery>> = {
  sizeMismatch: 'manualAlign',
  alignmentFailed: 'manualAlign',
  badPairs: 'manualAlign',
  sheetTooLarge: 'none',
  cancelled: 'retry',
  pdf: 'retry',
  unknownDocument: 'retry',
  badRequest: 'retry',
  workerFailed: 'retry',
  unknown: 'retry',
};

const isKnownCode = (code: string): code is ComparisonErrorMessageCode => Object.hasOwn(comparisonFr.errors, code);

/** What a failed comparison says, in French: every CompareErrorCode and the worker's own codes; unknown → generic. */
export function comparisonErrorMessage(code: ComparisonErrorMessageCode | (string & {})): string {
  return isKnownCode(code) ? comparisonFr.errors[code] : comparisonFr.errors.unknown;
}

/** The button a failure offers beside its message. */
export function comparisonRecovery(code: ComparisonErrorMessageCode | (string & {})): ComparisonRecovery {
  return isKnownCode(code) ? RECOVERY[code] : 'retry';
}

/** A worker progress message as a stage label: « Rendu de l’indice A… ». */
export function comparisonStageLabel(
  progress: ComparisonStageProgress,
  indices: { readonly old: string; readonly new: string },
): string {
  const stages = comparisonFr.panel.stages;
  switch (progress.stage) {
    case 'render':
      if (progress.which === 'both') return interpolate(stages.renderBoth, indices);
      return interpolate(progress.which === 'old' ? stages.renderOld : stages.renderNew, {
        indice: progress.which === 'old' ? indices.old : indices.new,
      });
    default:
      return stages[progress.stage];
  }
}
