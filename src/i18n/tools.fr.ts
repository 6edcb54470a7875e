/**
 * The measuring tools' words, loaded with the workspace: tool names, the live readout, and why a click did nothing.
 * Typography as in ./fr.ts (checked by ./fr.test.ts). `{name}` placeholders are filled with interpolate().
 */
import type { ToolId, ToolNoticeCode } from '../domain/takeoff/tools/types';
import type { SnapKind } from '../domain/takeoff/snap';
import { measureFr } from './measure.fr';

export const toolsFr = {
  /** Tool names, as the toolbar and the shortcuts overlay show them. */
  names: {
    select: 'Sélection',
    count: 'Comptage',
    length: 'Longueur',
    area: 'Surface',
    deduction: 'Déduction',
    wallArea: 'Surface de mur',
    volume: 'Volume',
    scale: 'Étalonner',
    check: 'Vérifier l’échelle',
    region: 'Zone d’échelle',
  } satisfies Record<ToolId, string>,
  /** What each tool does, one line (tooltips, the shortcuts overlay). */
  hints: {
    select: 'Cliquez une mesure pour la sélectionner, glissez pour la déplacer ou tracez un cadre.',
    count: 'Cliquez chaque élément à compter. Entrée termine le comptage.',
    length: 'Cliquez chaque point. Double-cliquez ou appuyez sur Entrée pour terminer.',
    area: 'Cliquez chaque angle, puis le premier point pour fermer la surface.',
    deduction: 'Tracez un vide à l’intérieur d’une surface pour le déduire.',
    wallArea: 'Tracez le pied du mur. La hauteur est celle de la session de métré.',
    volume: 'Tracez la surface. L’épaisseur se modifie dans les propriétés.',
    scale: 'Cliquez les deux extrémités d’une cote imprimée, puis saisissez sa longueur réelle.',
    check: 'Cliquez les deux extrémités d’une cote imprimée pour mesurer l’écart d’échelle.',
    region:
      'Glissez un cadre autour du détail, ou cliquez deux angles opposés. Au clavier, cadrez le détail puis appuyez sur Entrée.',
  } satisfies Record<ToolId, string>,
  /** Default labels of new measurements: their kind's name. */
  labels: measureFr.kinds,
  readout: {
    region: 'Mesure en cours',
    segment: 'Segment',
    total: 'Total',
    perimeter: 'Périmètre',
    area: 'Surface',
    wallArea: 'Surface de mur',
    volume: 'Volume',
    count: 'Comptage',
    span: 'Distance sur le plan',
    spanValue: '{value}\u00a0pt',
    snapping: 'Aimantation',
    snappingOn: 'activée',
    snappingOff: 'désactivée',
    snappingKey: '(touche A)',
    constrained: 'Angle contraint (Maj)',
    idle: 'Cliquez sur le plan pour commencer.',
  },
  snapKinds: {
    endpoint: 'Extrémité',
    intersection: 'Intersection',
    midpoint: 'Milieu',
    nearest: 'Sur le trait',
  } satisfies Record<SnapKind, string>,
  /** Why a click or a key did nothing. */
  notices: {
    uncalibrated:
      'Plan non étalonné\u00a0: étalonnez-le (touche K) pour mesurer des longueurs, des surfaces et des volumes. Le comptage reste possible.',
    pointsTooClose: 'Les deux points sont trop proches. Choisissez une cote plus longue.',
    tooFewVertices: 'Pas assez de points pour cette mesure.',
    noSurface: 'Tracez la déduction à l’intérieur d’une surface ou d’un volume.',
    emptyClipboard: 'Rien à coller. Copiez d’abord une mesure (Ctrl+C).',
    regionTooSmall: 'Cette zone est trop petite. Tracez un cadre autour de tout le détail.',
    countBoxTooSmall: 'Ce cadre est trop petit. Tracez un cadre autour de tout le symbole à chercher.',
    scaleMismatch: 'Ce plan n’est pas à la même échelle. Le collage changerait les quantités.',
    invalidPatch: 'Cette valeur n’est pas valable pour cette mesure.',
    vertexOutOfRange: 'Ce point n’existe plus.',
    emptySelection: 'Aucune mesure sélectionnée.',
    missingRow: 'Cet élément n’existe plus.',
    nothingToDo: 'Rien à changer.',
  } satisfies Record<ToolNoticeCode, string>,
  /** Another tab of the project changed what this one held (afterExternalChange's notices). */
  otherTab: {
    selectionRemoved: {
      one: 'La mesure sélectionnée a été supprimée dans un autre onglet.',
      other: '{count}\u00a0mesures sélectionnées ont été supprimées dans un autre onglet.',
    },
    dragChanged: 'Déplacement interrompu\u00a0: un autre onglet vient de modifier cette mesure.',
    dragDeleted: 'Déplacement interrompu\u00a0: un autre onglet vient de supprimer cette mesure.',
    countDeleted:
      'Le comptage en cours a été supprimé dans un autre onglet\u00a0: le prochain clic en commence un nouveau.',
  },
  history: {
    undone: 'Annulé\u00a0: {what}',
    redone: 'Rétabli\u00a0: {what}',
    /** The step was on another sheet of the project (the journal is the project's): which one, and a way there. */
    undoneOnSheet: 'Annulé sur le plan «\u00a0{sheet}\u00a0»\u00a0: {what}',
    redoneOnSheet: 'Rétabli sur le plan «\u00a0{sheet}\u00a0»\u00a0: {what}',
    showSheet: 'Voir le plan',
    nothingToUndo: 'Rien à annuler.',
    nothingToRedo: 'Rien à rétablir.',
    undoAction: 'Annuler',
    /** Suppr on the selection: the notification, with « Annuler » (undoAction). */
    deleted: 'Supprimé',
    deletedMany: 'Supprimé ({count}\u00a0mesures)',
    notLatest: 'Cette modification n’est plus la dernière\u202f: annulez d’abord les suivantes (Ctrl+Z).',
  },
  /** The sheet page around the plan: its side panel, its toolbar. */
  sheet: {
    panelLabel: 'Panneau du plan',
    tabs: {
      measurements: 'Mesures',
      properties: 'Propriétés',
      regions: 'Échelles',
      layers: 'Calques',
      /** A CAD sheet's blocks and layer totals (issue 28). */
      cad: 'CAO',
    },
    shortcuts: 'Raccourcis clavier',
    /** The button's name: the words, and the « ? » that stands for them on a phone (its key, too). */
    shortcutsName: 'Raccourcis clavier (?)',
    /** The button's text below the tablet width, where the words would take a row of their own. */
    shortcutsShort: '?',
    /** The viewer's menu « Plus », when its row has no room (issue 24): each line does what its control does. */
    more: {
      showLabels: 'Afficher les libellés',
      hideLabels: 'Masquer les libellés',
      showQuantities: 'Afficher les quantités',
      hideQuantities: 'Masquer les quantités',
      /** After the localisation's own words (« Localisation : Niveau R+1 · Ch. 144 »): it opens a dialog. */
      opensDialog: '{label}…',
    },
    readOnly:
      'Consultation seule : votre profil n’est pas enregistré dans ce navigateur, les mesures ne peuvent pas être modifiées.',
    /** A previous indice (issue 27): its page says which one replaced it. */
    readOnlySuperseded:
      'Consultation seule : cet indice a été remplacé, ses mesures se modifient sur l’indice en cours.',
    /** A shared project whose sync session is opening: a moment only (a tool chosen meanwhile is kept). */
    readOnlyOpening: 'Ouverture du projet partagé…',
    /** A shared project read-only here (a lecteur, an access withdrawn, another account’s work waiting…). */
    readOnlyShared:
      'Consultation seule : ce projet partagé est en lecture seule ici ; le message en haut de la page dit pourquoi.',
    loading: 'Chargement des mesures…',
    /** Arriving from « Voir sur le plan » (the quantities page): the article's measurements selected and framed. */
    highlight: {
      shown: {
        one: '1\u00a0mesure sélectionnée et cadrée sur ce plan\u202f; Échap la désélectionne.',
        other: '{count}\u00a0mesures sélectionnées et cadrées sur ce plan\u202f; Échap les désélectionne.',
      },
      missing: 'Les mesures demandées ne sont plus sur ce plan.',
    },
  },
};
