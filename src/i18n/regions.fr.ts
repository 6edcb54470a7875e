/**
 * The scale regions' words (a part of a sheet drawn at another scale: a 1:20 detail beside a 1:100 plan): their
 * label on the plan, their list, renaming, deleting, and the note on a measurement that straddles two scales.
 * Typography as in ./fr.ts (checked by ./fr.test.ts). `{name}` placeholders are filled with interpolate().
 */
export const regionsFr = {
  /** On the plan, in the region's corner. */
  overlayLabel: '{region} · {scale}',
  /** A region drawn and waiting for its scale. */
  pendingLabel: 'Nouvelle zone',
  /** A new region's name, numbered after the sheet's others. */
  defaultLabel: 'Zone {number}',
  /** The ScaleDialog for a region just drawn. */
  newRegionDescription:
    'Choisissez l’échelle de ce détail\u00a0: deux points sur une cote à l’intérieur de la zone, ou l’échelle imprimée. Annuler ne crée pas la zone.',
  /** A calibration segment picked for a region must lie in it. */
  segmentOutside:
    'Les deux points doivent être à l’intérieur de la zone «\u00a0{region}\u00a0». Tracez une cote du détail.',
  /** The « Échelles » tab of the sheet's panel. */
  panel: {
    tab: 'Échelles',
    sheetTitle: 'Échelle du plan',
    title: 'Zones d’échelle',
    intro:
      'Une zone porte sa propre échelle\u00a0: un détail au 1:20 sur un plan au 1:100. Les mesures tracées dans la zone prennent son échelle.',
    empty: 'Aucune zone sur ce plan.',
    create: 'Tracer une zone',
    createHint: 'Outil Zone d’échelle (touche {key})',
    scale: 'Échelle {scale}',
    measurements: '{count} mesures',
    measurementsOne: '{count} mesure',
    measurementsNone: 'Aucune mesure',
    actions: 'Actions de la zone «\u00a0{region}\u00a0»',
    show: 'Afficher sur le plan',
    rename: 'Renommer',
    changeScale: 'Modifier l’échelle',
    remove: 'Supprimer',
  },
  rename: {
    title: 'Renommer la zone «\u00a0{region}\u00a0»',
    field: 'Nom de la zone',
    empty: 'Saisissez un nom pour la zone.',
    tooLong: 'Le nom ne doit pas dépasser {max} caractères.',
    submit: 'Renommer',
    cancel: 'Annuler',
  },
  remove: {
    title: 'Supprimer la zone «\u00a0{region}\u00a0»\u202f?',
    none: 'Aucune mesure n’est tracée dans cette zone. Vous pourrez annuler (Ctrl+Z).',
    toSheetOne:
      'Une mesure reprendra l’échelle du plan ({scale}) et sa quantité changera\u00a0: {list}. Vous pourrez annuler (Ctrl+Z).',
    toSheet:
      '{count} mesures reprendront l’échelle du plan ({scale}) et leurs quantités changeront\u00a0: {list}. Vous pourrez annuler (Ctrl+Z).',
    toOther:
      '{count} mesures reprendront l’échelle qui s’applique autour de la zone et leurs quantités changeront\u00a0: {list}. Vous pourrez annuler (Ctrl+Z).',
    toNoneOne:
      'Le plan n’est pas étalonné\u00a0: une mesure n’aura plus de quantité\u00a0: {list}. Vous pourrez annuler (Ctrl+Z).',
    toNone:
      'Le plan n’est pas étalonné\u00a0: {count} mesures n’auront plus de quantité\u00a0: {list}. Vous pourrez annuler (Ctrl+Z).',
    /** One measurement in the list: its label and its quantity now → after. */
    item: '{label} ({before} → {after})',
    itemNoQuantity: '{label} ({before} → sans quantité)',
    more: 'et {count} autres',
    confirm: 'Supprimer la zone',
    cancel: 'Annuler',
  },
  /** A measurement's properties: which scale gives its quantity, and a warning when it straddles two. */
  note: {
    title: 'Échelle de la mesure',
    sheet: 'Échelle du plan\u00a0: {scale}.',
    region: 'Zone «\u00a0{region}\u00a0»\u00a0: {scale}.',
    none: 'Aucune échelle\u00a0: le plan n’est pas étalonné à cet endroit.',
    straddles:
      'Cette mesure est à cheval sur des zones d’échelles différentes. Sa quantité est calculée à l’échelle ci-dessus pour tous ses points. Redessinez-la dans une seule zone, ou scindez-la.',
  },
};
