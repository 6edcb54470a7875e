/**
 * Where measurements are (issue 24, item 3): the « Localisation » control of the sheet, the properties panel's fields,
 * the bulk dialog, « Localiser d’après les surfaces », the métré par local of the quantities page and of the exports.
 * Typography as in ./fr.ts: ’, « », a no-break space before : ; ! ?. `{name}` placeholders are filled with
 * interpolate() from ./format.ts.
 */
import type { Localisation } from '../domain/takeoff/types';
import { interpolate, pluralForm } from './format';

export const localisationFr = {
  /** « Niveau R+1 · Ch. 144 »: the level's prefix and the separator between level and zone. */
  format: {
    level: 'Niveau {level}',
    /** Level and zone together. */
    both: '{level} · {zone}',
    none: 'Non localisé',
  },
  /** The sheet's current localisation, given to every new measurement. */
  control: {
    title: 'Localisation',
    button: 'Localisation',
    buttonValue: 'Localisation : {value}',
    description: 'Donnée à chaque nouvelle mesure jusqu’à ce que vous la changiez.',
    level: 'Niveau',
    levelPlaceholder: 'R+1, Sous-sol…',
    zone: 'Local ou zone',
    zonePlaceholder: 'Ch. 144, Circulation…',
    apply: 'Appliquer',
    clear: 'Effacer',
    close: 'Fermer',
    suggestions: 'Suggestions',
  },
  /** Both fields, wherever they are. */
  fields: {
    tooLong: 'Au plus {max} caractères.',
  },
  /** The measurement's properties panel. */
  properties: {
    title: 'Localisation',
    level: 'Niveau',
    zone: 'Local ou zone',
  },
  /** A selection localised at once. */
  bulk: {
    action: 'Localiser…',
    title: 'Localiser {count} mesures',
    titleOne: 'Localiser 1 mesure',
    description: 'Un champ laissé vide garde la valeur de chaque mesure ; cochez « Effacer » pour la retirer.',
    keep: 'Inchangé',
    clearLevel: 'Effacer le niveau',
    clearZone: 'Effacer le local',
    submit: 'Localiser',
    cancel: 'Annuler',
    nothing: 'Indiquez un niveau ou un local, ou cochez « Effacer ».',
    done: { one: '{count} mesure localisée.', other: '{count} mesures localisées.' },
  },
  /** « Localiser d’après les surfaces ». */
  surfaces: {
    action: 'Localiser d’après les surfaces',
    description:
      'Chaque mesure prend le local de la surface (par son nom ou sa localisation) ou de la zone d’échelle où se trouve son libellé.',
    localised: { one: '{count} mesure localisée', other: '{count} mesures localisées' },
    notFound: { one: '{count} hors de toute surface nommée', other: '{count} hors de toute surface nommée' },
    nothing: 'Aucune mesure n’est dans une surface nommée ni dans une zone d’échelle nommée.',
    unchanged: 'Les mesures avaient déjà ce local.',
    sentence: '{done}.',
    sentenceWithLeft: '{done} · {left}.',
  },
  /** The measurement table's second line. */
  table: {
    column: 'Localisation',
  },
  /** The quantities page: two views of the same sums. */
  quantities: {
    views: 'Présentation',
    byLot: 'Par lot et local',
    byLocalisation: 'Métré par local',
    byLotDescription: 'Lot → article → localisation',
    byLocalisationDescription: 'Localisation → lot → article',
    share: '{localisation} : {quantity}',
    empty: 'Aucune quantité à répartir : reliez des mesures à des articles.',
    localisationHeading: 'Localisation',
    articleHeading: 'Article',
    quantityHeading: 'Quantité',
    total: 'Total',
    priced: 'Quantités et prix',
    measurements: { one: '{count} mesure', other: '{count} mesures' },
  },
  /** Backups: a localisation refused. */
  backup: {
    tooLong: 'Une localisation dépasse {max} caractères.',
    notText: 'Une localisation doit être du texte.',
  },
} as const;

/** « Niveau R+1 · Ch. 144 », « Ch. 144 », « Niveau R+1 »; « Non localisé » when absent. */
export function formatLocalisation(l: Localisation | undefined): string {
  const level = l?.level ? interpolate(localisationFr.format.level, { level: l.level }) : null;
  const zone = l?.zone ?? null;
  if (level && zone) return interpolate(localisationFr.format.both, { level, zone });
  return level ?? zone ?? localisationFr.format.none;
}

/** « 3 mesures localisées · 1 hors de toute surface nommée ». */
export function formatLocalisedCount(localised: number, notFound: number): string {
  const s = localisationFr.surfaces;
  if (localised === 0) return s.nothing;
  const done = interpolate(pluralForm(s.localised, localised), { count: localised });
  if (notFound === 0) return interpolate(s.sentence, { done });
  const left = interpolate(pluralForm(s.notFound, notFound), { count: notFound });
  return interpolate(s.sentenceWithLeft, { done, left });
}
