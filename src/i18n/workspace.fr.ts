/**
 * The workspace's words, in French, loaded with the workspace (never on the landing). Typography as in ./fr.ts
 * (checked by ./fr.test.ts): ’, « » with no-break spaces, a no-break space before : and a narrow one before ; ! ?.
 * `{name}` placeholders are filled with interpolate() from ./format.ts.
 */
import type { IrreversibleWhy, JournalConflictReason, StepBlockReason } from '../db/errors';
import type { CommandType } from '../domain/takeoff/commands';
import type { CommandErrorCode, ConflictError } from '../domain/takeoff/errors';
import type { StepBlame } from '../domain/takeoff/journal';
import type { QuantityIssue, Unit } from '../domain/takeoff/quantity';

export const workspaceFr = {
  /** What a typed number or length can be refused for (see parseDecimal and parseLength in ./numbers.ts). */
  input: {
    empty: 'Saisissez une valeur.',
    notANumber: '«\u00a0{text}\u00a0» n’est pas un nombre. Exemple\u00a0: 3,50',
    unknownUnit: 'Unité «\u00a0{unit}\u00a0» inconnue. Utilisez m, cm ou mm.',
    notPositive: 'Saisissez une valeur supérieure à zéro.',
  },
  scale: {
    uncalibrated: 'Non étalonné',
    uncalibratedHint:
      'Étalonnez ce plan pour mesurer des longueurs, des surfaces et des volumes. Le comptage reste possible.',
    approximate: '≈\u00a0{scale}',
    pointsTooClose: 'Les deux points sont trop proches. Choisissez une cote plus longue.',
    invalidDistance: 'Saisissez la distance réelle entre les deux points.',
    invalidRatio: 'Choisissez une échelle.',
    /** The check tool: measured vs printed dimension. */
    check: 'Mesuré {measured} pour {printed} imprimé, écart {deviation}',
    straddles: 'Cette mesure chevauche deux échelles. Son échelle est celle de son premier point.',
  },
  /** Why a measurement has no quantity (QuantityIssue codes). */
  quantity: {
    uncalibrated: 'Plan non étalonné',
    tooFewVertices: 'Pas assez de points',
    selfIntersecting: 'Le contour se croise lui-même',
    holeOutside: 'Une déduction dépasse de la surface',
    holesOverlap: 'Deux déductions se chevauchent',
    invalidDimension: 'Une dimension est manquante ou nulle',
    openingsExceedWall: 'Les ouvertures dépassent la surface du mur',
  } satisfies Record<QuantityIssue['code'], string>,
  /** Refusals of an action (CommandError and ConflictError codes). */
  command: {
    conflict:
      'Cette modification n’a pas été enregistrée\u00a0: ce qu’elle change venait d’être modifié ailleurs, dans un autre onglet par exemple. L’affichage montre maintenant l’état enregistré.',
    missingRow: 'Cet élément n’existe plus.',
    vertexOutOfRange: 'Ce point n’existe plus.',
    tooFewVertices: 'Impossible de supprimer ce point. La mesure en a besoin.',
    scaleMismatch: 'Ce plan n’est pas à la même échelle. Le collage changerait les quantités.',
    invalidPatch: 'Cette valeur n’est pas valable pour cette mesure.',
    emptySelection: 'Aucune mesure sélectionnée.',
    nothingToDo: 'Rien à changer.',
  } satisfies Record<CommandErrorCode | ConflictError['code'], string>,
  /** Undo or redo refused by the stored journal (JournalConflictError reasons other than 'changed', a purged file). */
  journal: {
    missingParent: 'Cet élément n’existe plus.',
    hasChildren: 'Impossible de revenir sur cette étape\u00a0: des éléments ont été ajoutés depuis.',
    irreversible:
      'Impossible de revenir plus loin\u00a0: un fichier nécessaire a été supprimé pour libérer de l’espace.',
    deletedForTeam: 'Impossible de revenir plus loin\u00a0: ce projet a été supprimé pour toute l’équipe.',
    unshared: 'Impossible de revenir plus loin\u00a0: ce projet a été partagé, puis gardé sans partage.',
    byColleague:
      'Impossible de revenir plus loin\u00a0: l’étape précédente a été faite par une autre personne quand ce projet était partagé.',
  } satisfies Record<Exclude<JournalConflictReason, 'changed'> | 'irreversible' | IrreversibleWhy, string>,
  /**
   * An undo or redo of this tab's own step refused because what it needs changed since (StepBlockedError): the step
   * by its name, who changed it, and that nothing was done. `{why}` by who (blame) and what (reason).
   */
  blocked: {
    undo: 'Impossible d’annuler l’étape «\u00a0{what}\u00a0»\u00a0: {why} Rien n’a été modifié.',
    redo: 'Impossible de rétablir l’étape «\u00a0{what}\u00a0»\u00a0: {why} Rien n’a été modifié.',
    otherTab: {
      changed: 'un autre onglet a modifié depuis ce qu’elle avait changé.',
      deleted: 'un autre onglet a supprimé depuis ce qu’elle avait changé.',
      missingParent: 'un autre onglet a supprimé depuis ce dont elle dépend.',
      hasChildren: 'un autre onglet a ajouté depuis des éléments qui en dépendent.',
    },
    thisTab: {
      changed: 'une étape suivante a modifié ce qu’elle avait changé.',
      deleted: 'une étape suivante a supprimé ce qu’elle avait changé.',
      missingParent: 'une étape suivante a supprimé ce dont elle dépend.',
      hasChildren: 'des éléments qui en dépendent ont été ajoutés depuis.',
    },
    elsewhere: {
      changed: 'ce qu’elle avait changé a été modifié depuis.',
      deleted: 'ce qu’elle avait changé a été supprimé depuis.',
      missingParent: 'ce dont elle dépend a été supprimé depuis.',
      hasChildren: 'des éléments qui en dépendent ont été ajoutés depuis.',
    },
    /** After an undo refused: the next Ctrl+Z passes over that step (journalRunner, useScopeUndo). */
    skip: 'Ctrl+Z de nouveau annule l’étape d’avant.',
  } satisfies Record<'undo' | 'redo' | 'skip', string> & Record<StepBlame, Record<StepBlockReason, string>>,
  /** One line per journal entry in the history panel. */
  history: {
    createProject: 'Création du projet',
    updateProject: 'Modification du projet',
    deleteProject: 'Suppression du projet',
    importFile: 'Import d’un fichier',
    renameSheet: 'Renommage d’un plan',
    deleteSheet: 'Suppression d’un plan',
    setSheetScale: 'Échelle du plan',
    addScaleRegion: 'Ajout d’une zone d’échelle',
    setRegionScale: 'Échelle d’une zone',
    updateScaleRegion: 'Modification d’une zone d’échelle',
    removeScaleRegion: 'Suppression d’une zone d’échelle',
    createMeasurement: 'Nouvelle mesure',
    updateMeasurement: 'Modification de mesure',
    moveMeasurements: 'Déplacement',
    moveVertex: 'Déplacement d’un point',
    insertVertex: 'Ajout d’un point',
    removeVertex: 'Suppression d’un point',
    duplicateMeasurements: 'Duplication',
    deleteMeasurements: 'Suppression de mesures',
    pasteMeasurements: 'Collage',
    takePlanElements: 'Éléments pris sur le plan',
    countCadBlock: 'Bloc CAO compté',
    measureCadLayer: 'Calque CAO métré',
    localiseMeasurements: 'Localisation de mesures',
    moveLabel: 'Déplacement d’un libellé',
    resetLabel: 'Libellé replacé automatiquement',
    createVariable: 'Nouvelle variable',
    updateVariable: 'Modification d’une variable',
    deleteVariable: 'Suppression d’une variable',
    createLibrary: 'Nouvelle bibliothèque',
    updateLibrary: 'Modification de la bibliothèque',
    deleteLibrary: 'Suppression d’une bibliothèque',
    installLibrary: 'Installation d’une bibliothèque',
    createLot: 'Nouveau lot',
    updateLot: 'Modification d’un lot',
    deleteLot: 'Suppression d’un lot',
    createChapter: 'Nouveau chapitre',
    updateChapter: 'Modification d’un chapitre',
    deleteChapter: 'Suppression d’un chapitre',
    createArticle: 'Nouvel article',
    updateArticles: 'Modification d’articles',
    deleteArticles: 'Suppression d’articles',
    moveArticle: 'Déplacement d’un article',
    renumber: 'Renumérotation',
    importArticles: 'Import d’articles',
    restoreVersion: 'Restauration d’une version',
    detectCount: 'Recherche de symboles semblables',
    acceptProposals: 'Propositions acceptées',
    correctProposal: 'Proposition corrigée',
    rejectProposals: 'Propositions rejetées',
    restoreProposals: 'Propositions remises à revoir',
    linkMeasurements: 'Relier des mesures à un article',
    unlinkMeasurements: 'Délier des mesures d’un article',
    importIndice: 'Import d’un nouvel indice',
    carryOver: 'Report des mesures sur le nouvel indice',
    reviewChanges: 'Revue des modifications du plan',
    acceptCarried: 'Mesures reportées vérifiées',
  } satisfies Record<CommandType, string>,
  /** Units spelled out, for screen readers and tooltips. */
  unitNames: {
    U: 'unité',
    ml: 'mètre linéaire',
    'm²': 'mètre carré',
    'm³': 'mètre cube',
    kg: 'kilogramme',
    t: 'tonne',
    h: 'heure',
    ens: 'ensemble',
    forfait: 'forfait',
  } satisfies Record<Unit, string>,
};
