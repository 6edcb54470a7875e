/**
 * The plan de repérage's copy: its dialog, its progress and errors, and the words printed on the PDF (title block,
 * legend, scale). Loaded with the dialog and in the reperage worker, never on the workspace's first load. Placeholders
 * in braces are filled with interpolate().
 */
export const reperageFr = {
  dialog: {
    title: 'Plan de repérage',
    intro: 'les plans tels quels, leurs métrés, une légende et un cartouche.',
    sheets: 'Plans',
    sheetsDescription: 'Au moins un plan.',
    allSheets: 'Tous les plans',
    noSheet: 'Choisissez au moins un plan.',
    split: 'Pages',
    splitSheet: 'Une page par plan',
    splitLot: 'Une page par lot',
    splitLotDescription:
      'Sur chaque page, seuls les métrés du lot\u202f; un plan sans métré du lot n’a pas de page. Les métrés sans article ont leur page, «\u00a0Mesures non affectées\u00a0».',
    paper: 'Format',
    paperA3: 'A3',
    paperA1: 'A1',
    paperOriginal: 'Taille d’origine',
    paperDescription: 'Le plan est réduit ou agrandi pour tenir sur la feuille\u202f; l’échelle imprimée le dit.',
    author: 'Établi par',
    authorDescription: 'Votre nom ou celui du cabinet, au cartouche. Retenu sur ce navigateur.',
    tooManyPages: 'Ce choix ferait {count}\u00a0pages\u202f: {max} au plus. Choisissez moins de plans.',
    pageCount: { one: '{count}\u00a0page à produire.', other: '{count}\u00a0pages à produire.' },
    export: 'Exporter le PDF',
    cancel: 'Annuler',
    close: 'Terminé',
    /** Stops the export: the worker is terminated, nothing is saved. */
    stop: 'Annuler',
    preparing: 'Préparation des plans…',
    progress: 'Page {done} sur {total}',
    /** While a plan's page is being read and drawn: which plan. */
    progressSheet: 'Page {done} sur {total} – {sheet}',
    saving: 'Enregistrement du fichier…',
    done: 'Fichier «\u00a0{fileName}\u00a0» enregistré.',
    partial: {
      one: '{failed}\u00a0page n’a pas pu être reprise\u00a0:',
      other: '{failed}\u00a0pages n’ont pas pu être reprises\u00a0:',
    },
    retry: 'Réessayer',
  },
  errors: {
    missingFile: 'Le fichier du plan «\u00a0{sheet}\u00a0» n’est plus dans ce navigateur\u00a0: réimportez-le.',
    unreadableFile: 'Le fichier du plan «\u00a0{sheet}\u00a0» est illisible ou endommagé.',
    encryptedFile:
      'Le fichier du plan «\u00a0{sheet}\u00a0» est protégé par un mot de passe\u00a0: il ne peut pas être repris.',
    missingPage: 'La page {page} du plan «\u00a0{sheet}\u00a0» n’est plus dans son fichier.',
    nothing: 'Aucune page n’a pu être produite.',
    noMeasurement: 'Aucun métré sur les plans choisis pour ce découpage.',
    tooManyPages: 'Trop de pages demandées.',
    tooLarge:
      'Le PDF dépasserait {max}\u00a0Mo, ce qu’un navigateur ne peut pas tenir en mémoire sans risque. Choisissez moins de plans, ou exportez-les en plusieurs fois.',
    workerFailed:
      'L’export s’est arrêté de façon inattendue. Réessayez\u202f; si cela se reproduit, exportez moins de plans.',
    unknown: 'L’export n’a pas abouti. Réessayez.',
  },
  /** Printed on the PDF, in the embedded Liberation Sans (see src/workers/reperage/fonts.ts). */
  pdf: {
    title: 'PLAN DE REPÉRAGE',
    project: 'Projet',
    sheet: 'Plan',
    revision: 'Indice',
    scale: 'Échelle',
    date: 'Date',
    author: 'Établi par',
    lot: 'Lot',
    page: 'Page {page} / {total}',
    none: '–',
    uncalibrated: 'Non étalonné',
    scaleFitted: 'Échelle d’origine {scale} – {change} à {percent}\u00a0%',
    reduced: 'réduit',
    enlarged: 'agrandi',
    scaleOnly: '{scale}',
    legend: 'LÉGENDE',
    legendTotal: 'Total',
    unlinked: 'Métré sans article',
    unnamed: 'Sans libellé',
    moreRow: '… et 1 autre ligne',
    moreRows: '… et {count} autres lignes',
    lotHeading: 'Lot {code} – {title}',
    unassigned: 'Mesures non affectées',
    /** The scales so far, then a region's: « 1:100 ; Détail A : 1:20 ». */
    regionScale: '{scales}\u202f; {label}\u00a0: {scale}',
    fileName: 'Plan de repérage',
  },
} as const;

export type ReperageLabels = typeof reperageFr.pdf;
