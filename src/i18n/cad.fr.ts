/**
 * CAD plans (issue 28), what every page may say: the file's scale, the CAD files' import messages and a CAD
 * measurement's provenance (the panels' copy is ./cadPanels.fr.ts, loaded with them). Typography as in ./fr.ts (checked by ./fr.test.ts): ’, « »
 * with no-break spaces, a no-break space before : and a narrow one before ; ! ?. `{name}` placeholders are filled by
 * ./cadMessages.ts. Plural pairs follow Intl.PluralRules('fr-FR'): 0 and 1 take `one`.
 */
import type { CadErrorCode, CadUnit } from '../domain/cad/types';

export const cadFr = {
  /** One drawing unit, as the scale says it: « 1 unité = 1 mm ». */
  unitLength: {
    mm: '1\u00a0mm',
    cm: '1\u00a0cm',
    m: '1\u00a0m',
    inch: '1\u00a0pouce (25,4\u00a0mm)',
    foot: '1\u00a0pied (304,8\u00a0mm)',
  } satisfies Record<CadUnit, string>,

  /** Where the sheet's scale is shown (the status beside the plan, the sheet list). */
  scale: {
    label: 'Échelle du fichier',
    text: 'Échelle du fichier\u00a0: 1\u00a0unité = {unit}',
    drawnAt: 'dessinée au {scale}',
    fromFile: 'unité donnée par le fichier',
    fromFileNamed: 'unité donnée par «\u00a0{name}\u00a0»',
    fromPerson: 'unité choisie à l’import',
    exact: 'Longueurs, surfaces et comptages viennent des coordonnées du fichier\u00a0: rien à étalonner.',
    /** In the scale dialog of a CAD sheet, after the file's scale. */
    recalibrate: 'Étalonner remplace l’échelle du fichier\u00a0: ne le faites que si ses unités sont fausses.',
  },

  /** Where plans come in, when CAD files are taken. */
  dropZone: {
    label: 'Déposez vos plans PDF, DXF ou DWG ici',
    hint: 'Fichiers PDF, DXF ou DWG, plusieurs à la fois, 200\u00a0Mo au plus chacun (50\u00a0Mo pour un DWG).',
    dwgNotice: 'Les fichiers DWG sont convertis sur votre serveur Metr\u202f; rien n’est conservé.',
    dwgDetail:
      'Un DWG y est envoyé le temps de sa conversion, puis effacé. Les PDF et les DXF ne quittent pas votre navigateur.',
    /** A shared project: its plans are kept on the firm's server for the team (issue 30), the DWG's source too. */
    sharedNotice: 'Ce projet est partagé\u00a0: ses plans sont enregistrés sur le serveur Metr de votre cabinet.',
    sharedDetail:
      'Les PDF, DXF et DWG importés ici y sont envoyés pour les membres du projet, et y restent tant que le projet est partagé. Un DWG y est aussi converti.',
  },

  /** Why a CAD file was not imported: each names the file. */
  errors: {
    notCad: '«\u00a0{name}\u00a0» n’est pas un fichier DXF ou DWG.',
    truncated: '«\u00a0{name}\u00a0» est incomplet\u00a0: le fichier s’arrête avant la fin du dessin.',
    unsupportedVersion: '«\u00a0{name}\u00a0» est enregistré dans une version que Metr ne lit pas.',
    tooLarge: '«\u00a0{name}\u00a0» dépasse {limit}\u00a0: il n’a pas été importé.',
    tooComplex:
      '«\u00a0{name}\u00a0» contient trop d’éléments une fois ses blocs développés (plus de {entities}\u00a0éléments ou {references}\u00a0références)\u00a0: il n’a pas été importé.',
    tooManyOperators:
      '«\u00a0{name}\u00a0» est trop chargé pour un navigateur\u00a0: sa feuille compterait plus de {operators}\u00a0opérations de dessin (traits, textes, blocs développés). Il n’a pas été importé.',
    emptyModel: '«\u00a0{name}\u00a0» ne contient rien à dessiner, ni dans son espace objet ni dans ses présentations.',
    conversionFailed:
      'La conversion de «\u00a0{name}\u00a0» a échoué sur le serveur Metr\u00a0: il n’a pas été importé.',
    serverUnreachable: 'Le serveur Metr ne répond pas\u00a0: «\u00a0{name}\u00a0» n’a pas pu être converti ni importé.',
    serverBusy:
      'Le serveur Metr convertit déjà autant de fichiers DWG qu’il le peut\u00a0: «\u00a0{name}\u00a0» n’a pas été importé.',
    timeout:
      'La lecture de «\u00a0{name}\u00a0» a dépassé {seconds}\u00a0secondes\u00a0: elle a été arrêtée et le fichier n’a pas été importé.',
    cancelled: 'Import de «\u00a0{name}\u00a0» annulé.',
    workerFailed: 'La lecture de «\u00a0{name}\u00a0» s’est arrêtée\u00a0: le fichier n’a pas été importé.',
  } satisfies Record<CadErrorCode, string>,
  /** What to do about it, under the message. */
  hints: {
    notCad: 'Seuls les plans PDF, DXF et DWG peuvent être importés. Vérifiez l’extension et le contenu du fichier.',
    truncated: 'Le téléchargement a peut-être été interrompu. Demandez une nouvelle copie du fichier.',
    unsupportedVersion: 'Demandez un DWG enregistré au format AutoCAD 2000 à 2018, ou un DXF en texte (ASCII).',
    tooLarge: 'Demandez un plan purgé (PURGE, sans références externes ni images), ou un DXF du seul niveau utile.',
    tooComplex:
      'Demandez un plan purgé, sans les blocs de mobilier ou de détail inutiles au métré, ou découpé par niveau.',
    tooManyOperators:
      'Dans votre logiciel de DAO, gelez les calques inutiles au métré (textes, cotes, mobilier) ou isolez ceux qu’il vous faut, ou exportez une partie du dessin (un niveau, une zone) dans un DXF à part, puis importez-le.',
    emptyModel:
      'Le dessin est peut-être dans une référence externe, absente du fichier, ou dans des présentations que Metr n’a pas pu lire\u00a0: demandez alors le plan avec ses références externes liées, ou en DXF.',
    conversionFailed:
      'Le fichier est peut-être endommagé. Ouvrez-le dans un logiciel de DAO et enregistrez-en une copie (DWG ou DXF), puis réessayez.',
    serverUnreachable:
      'Vérifiez votre connexion, puis réessayez. Sans serveur, exportez le plan en DXF\u00a0: il se lit dans le navigateur.',
    serverBusy: 'Réessayez dans une minute\u202f; rien n’a été enregistré.',
    timeout: 'Le plan est trop lourd, ou l’ordinateur est très occupé. Fermez d’autres onglets, puis réessayez.',
    cancelled: 'Rien n’a été enregistré. Importez-le de nouveau quand vous voulez.',
    workerFailed:
      'Le lecteur de plans s’est arrêté, souvent faute de mémoire. Fermez d’autres onglets, puis réessayez.',
  } satisfies Record<CadErrorCode, string>,

  /** Where a measurement made from CAD data came from. */
  provenance: {
    block: 'bloc CAO\u00a0: {name}',
    layer: 'calque CAO\u00a0: {name}',
  },
};
