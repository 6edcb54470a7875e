/**
 * The export's and the library import's copy, loaded with them (never on the workspace's first load). The workbook
 * and CSV texts are user-visible too: they are what an économiste reads in Excel or LibreOffice and on paper.
 * Placeholders in braces are filled by src/i18n/export.ts.
 */
export const exportFr = {
  kinds: {
    dpgf: {
      short: 'DPGF',
      title: 'Décomposition du prix global et forfaitaire (DPGF)',
      note: 'Prix global et forfaitaire\u00a0: les quantités sont données à titre indicatif\u202f; l’entreprise les vérifie et en reste responsable. Le total HT est le prix forfaitaire de l’offre.',
    },
    dqe: {
      short: 'DQE',
      title: 'Détail quantitatif estimatif (DQE)',
      note: 'Quantités estimatives, valorisées aux prix unitaires du bordereau (BPU)\u202f; les travaux sont réglés aux quantités réellement exécutées.',
    },
  },
  headings: {
    dpgf: {
      number: 'N°',
      designation: 'Désignation',
      unit: 'Unité',
      quantity: 'Quantité',
      unitPrice: 'PU HT',
      amount: 'Montant HT',
      vatRate: 'TVA',
    },
    dqe: {
      number: 'N°',
      designation: 'Désignation',
      unit: 'Unité',
      quantity: 'Quantité estimée',
      unitPrice: 'PU HT (BPU)',
      amount: 'Montant HT',
      vatRate: 'TVA',
    },
  },
  quantities: {
    sheet: 'Quantitatif',
    title: 'Quantitatif',
    note: 'Quantités issues des métrés, dans l’unité de chaque article, sans prix.',
  },
  details: {
    sheet: 'Détail des métrés',
    title: 'Détail des métrés',
    headings: {
      sheet: 'Plan',
      type: 'Type',
      derivation: 'Calcul',
      quantity: 'Quantité',
      unit: 'Unité',
      articleNumber: 'N° article',
      article: 'Article',
      label: 'Libellé',
      localisation: 'Localisation',
      pse: 'PSE',
    },
    unlinked: 'Non rattachée à un article',
    /** Under an article's lines of the detail: their sum, the DPGF's quantity. */
    articleTotal: 'Total article {number}',
  },
  optionalHeadings: {
    cctpRef: 'Réf. CCTP',
    localisation: 'Localisation',
    sheets: 'Plans',
  },
  summary: {
    sheet: 'Récapitulatif',
    title: 'Récapitulatif par lot',
    number: 'Lot',
    lot: 'Intitulé',
    amount: 'Montant HT',
  },
  /** The « cadre de DPGF » sent out for tender: no price of the estimate, the formulas ready. */
  tender: {
    sheet: { dpgf: 'Cadre DPGF', dqe: 'Cadre DQE' },
    title: {
      dpgf: 'Cadre de décomposition du prix global et forfaitaire (DPGF)',
      dqe: 'Cadre de détail quantitatif estimatif (DQE)',
    },
    note: {
      dpgf: 'Cadre à compléter par l’entreprise\u00a0: renseignez le prix unitaire HT de chaque ligne (cases colorées)\u202f; les montants, sous-totaux, TVA et totaux se calculent. Les quantités sont données à titre indicatif\u202f; l’entreprise les vérifie et en reste responsable.',
      dqe: 'Cadre à compléter par l’entreprise\u00a0: renseignez le prix unitaire HT de chaque ligne (cases colorées)\u202f; les montants, sous-totaux, TVA et totaux se calculent. Quantités estimatives.',
    },
  },
  pse: {
    heading: 'Prestation supplémentaire éventuelle\u00a0: {name}',
    totalHt: 'Total HT {name}',
    totalTtc: 'Total TTC {name}',
  },
  /** A measurement's level and zone in one line. */
  localisation: '{level} · {zone}',
  header: {
    project: 'Projet',
    client: 'Client',
    reference: 'Référence',
    date: 'Date',
    revisions: 'Plans',
    none: '—',
  },
  measurementKinds: {
    count: 'Comptage',
    length: 'Longueur',
    area: 'Surface',
    wallArea: 'Surface de mur',
    volume: 'Volume',
  },
  chapterSubtotal: 'Sous-total {number} – {title}',
  lotSubtotal: 'Sous-total lot {number} – {title}',
  totalHt: 'Total HT',
  vat: 'TVA {rate}',
  totalTtc: 'Total TTC',
  csvVatRatePercent: 'TVA (%)',
  pageFooter: 'Page {page} sur {pages}',
  /** The first part of a file name: « DPGF – Résidence Les Tilleuls – 2026-11-23.xlsx ». */
  fileKinds: {
    quantities: 'Quantitatif',
    details: 'Détail des métrés',
    library: 'Bibliothèque',
    /** The cadre for tender: « Cadre DPGF – … ». */
    tender: { dpgf: 'Cadre DPGF', dqe: 'Cadre DQE' },
    /** One file per lot: « DPGF – Lot 02 – … ». */
    lot: 'Lot {number}',
  },
  progress: {
    layout: 'Préparation du document…',
    rows: 'Écriture des lignes\u00a0: {done} sur {total}',
    compress: 'Compression du fichier…',
    read: 'Lecture du fichier…',
  },
  errors: {
    cancelled: 'L’opération a été annulée.',
    badRequest: 'Ce document ne peut pas être exporté\u00a0: il est incomplet.',
    unreadableFile: 'Ce fichier ne peut pas être lu. Choisissez un classeur Excel (.xlsx) ou un fichier CSV.',
    emptyFile: 'Ce fichier ne contient aucune ligne.',
    workerFailed: 'L’export s’est interrompu. Réessayez\u00a0: si cela se reproduit, rechargez la page.',
    unknown: 'L’opération a échoué. Réessayez dans un instant.',
  },
  /** The export dialog (src/screens/Export). */
  dialog: {
    title: 'Exporter les quantités',
    description: 'Projet «\u00a0{project}\u00a0»',
    kind: 'Document',
    kinds: {
      dpgf: 'DPGF – décomposition du prix global et forfaitaire',
      dqe: 'DQE – détail quantitatif estimatif',
    },
    format: 'Format',
    formats: { xlsx: 'Classeur Excel (.xlsx)', csv: 'Fichier CSV (point-virgule, virgule décimale)' },
    sheets: 'Feuilles en plus du document chiffré',
    sheetQuantities: 'Quantitatif sans prix',
    sheetDetails: 'Détail des métrés',
    csvTable: 'Tableau à exporter',
    csvTables: { priced: 'Document chiffré', quantities: 'Quantitatif sans prix', details: 'Détail des métrés' },
    submit: 'Exporter',
    cancel: 'Annuler',
    cancelExport: 'Arrêter l’export',
    close: 'Fermer',
    retry: 'Réessayer',
    running: 'Export en cours',
    errorTitle: 'L’export n’a pas abouti',
    done: 'Fichier «\u00a0{fileName}\u00a0» enregistré.',
  },
  /** The library import wizard (src/screens/LibraryImport). */
  importWizard: {
    title: 'Importer des articles',
    steps: {
      mapping: 'Étape 1 sur 3\u00a0: colonnes',
      preview: 'Étape 2 sur 3\u00a0: aperçu',
      report: 'Étape 3 sur 3\u00a0: compte rendu',
    },
    mappingIntro: 'Indiquez quelle colonne du fichier «\u00a0{fileName}\u00a0» donne chaque champ.',
    detected: 'Lu en {encoding}, séparateur {separator}, {decimal}.',
    detectedSheet: 'Feuille «\u00a0{sheet}\u00a0».',
    noColumn: '— Aucune colonne —',
    required: 'obligatoire',
    mappingTable: 'Correspondance des colonnes',
    fieldHeader: 'Champ',
    columnHeader: 'Colonne du fichier',
    exampleHeader: 'Exemple (ligne {line})',
    previewIntro: 'Les {count} premières lignes, telles qu’elles seront importées.',
    previewTable: 'Aperçu des lignes',
    lineHeader: 'Ligne',
    statusHeader: 'État',
    statusOk: 'Correcte',
    statusError: 'Refusée',
    counts: '{create} à créer, {update} à mettre à jour, {unchanged} inchangée(s), {rejected} refusée(s).',
    reportIntro: 'Import terminé.',
    reportCounts:
      '{create} article(s) créé(s), {update} mis à jour, {unchanged} inchangé(s), {rejected} ligne(s) refusée(s).',
    reportLines: 'Lignes non importées',
    reportNone: 'Toutes les lignes ont été importées.',
    back: 'Retour',
    next: 'Continuer',
    confirm: 'Importer {count} article(s)',
    cancel: 'Annuler',
    close: 'Fermer',
    nothingWritten: 'Rien n’a encore été enregistré.',
  },
  library: {
    sheet: 'Bibliothèque',
    title: 'Bibliothèque d’articles',
    fields: {
      number: 'N°',
      designation: 'Désignation',
      unit: 'Unité',
      unitPrice: 'PU HT',
      vatRate: 'TVA',
      lot: 'Lot',
      chapter: 'Chapitre',
      description: 'Description',
      tags: 'Mots-clés',
      active: 'Actif',
    },
    yes: 'oui',
    no: 'non',
    detected: {
      encodings: { 'utf-8': 'UTF-8', 'windows-1252': 'Windows-1252 (Excel)', 'utf-16le': 'UTF-16' },
      separators: { ';': 'point-virgule', ',': 'virgule', '\t': 'tabulation' },
      decimals: { ',': 'virgule décimale', '.': 'point décimal' },
    },
    report: {
      line: 'Ligne {line}\u00a0: {issues}.',
      lineWithNumber: 'Ligne {line} (N°\u00a0{number})\u00a0: {issues}.',
      /** Two problems of one line. */
      and: '{first}\u202f; {second}',
      defaultedVat: 'Sans taux de TVA, {count} ligne(s) prennent le taux normal de 20\u00a0%.',
    },
    issues: {
      numberEmpty: 'le N° est vide',
      numberNoChapter:
        'le N°\u00a0{number} ne dit pas son lot ni son chapitre (écrivez-le 02.03.01, ou ajoutez les colonnes Lot et Chapitre)',
      unitUnknown: 'l’unité «\u00a0{text}\u00a0» n’est pas reconnue (U, ml, m², m³, kg, t, h, ens, forfait)',
      priceNotANumber: 'le prix «\u00a0{text}\u00a0» n’est pas un nombre',
      priceTooPrecise: 'le prix «\u00a0{text}\u00a0» a plus de deux décimales',
      vatNotANumber: 'le taux de TVA «\u00a0{text}\u00a0» n’est pas un nombre',
      vatNotAllowed:
        'le taux de TVA «\u00a0{text}\u00a0» n’est pas admis (20\u00a0%, 10\u00a0%, 5,5\u00a0% ou 2,1\u00a0%)',
      activeUnknown: 'la colonne «\u00a0Actif\u00a0» vaut «\u00a0{text}\u00a0» au lieu de oui ou non',
      duplicateNumber: 'le N°\u00a0{number} figure déjà ligne {firstLine}',
    },
    mapping: {
      fieldMissing: 'Choisissez la colonne du champ «\u00a0{field}\u00a0».',
      columnTwice: 'La colonne «\u00a0{column}\u00a0» est choisie pour plusieurs champs\u00a0: {fields}.',
      columnOutOfRange: 'Le champ «\u00a0{field}\u00a0» désigne une colonne que le fichier n’a pas.',
      /** A column without a heading, named by its letter. */
      unnamedColumn: 'colonne {letter}',
    },
  },
};
