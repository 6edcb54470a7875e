/**
 * The plan viewer's words (viewer, its toolbar, the layers panel), in French, loaded with the
 * workspace. Typography as in ./fr.ts (checked by ./fr.test.ts). `{name}` placeholders are filled with interpolate()
 * from ./format.ts; zoom levels are formatted by formatZoom() in ./numbers.ts (« 125 % »).
 */
import type { PdfImportErrorCode } from '../domain/pdf/importCheck';

/** The PDF engine's error codes (src/workers/pdf/protocol.ts), spelled here because copy modules import no worker. */
type EngineErrorCode =
  PdfImportErrorCode | 'cancelled' | 'unknownDocument' | 'badRequest' | 'regionTooLarge' | 'workerFailed';
/** The sheet page's own reasons (SheetFileError in src/routes/workspace/sheetDocument.ts). */
type SheetFileErrorCode =
  'fileMissing' | 'fileUnreadable' | 'planOffline' | 'planNotFound' | 'planMismatch' | 'planStorage';

export const viewerFr = {
  viewer: {
    /** Announced after the sheet's name: the kind of widget. */
    roleDescription: 'plan',
    description:
      'Échelle\u00a0: {scale}. Zoom {zoom}. Flèches pour déplacer le plan, + et − pour zoomer, 0 pour l’ajuster à la fenêtre, espace et glisser pour le déplacer à la souris, H pour la main.',
    /** Said politely once a zoom has settled. */
    zoomAnnouncement: 'Zoom {zoom}',
    loading: 'Chargement du plan…',
    /** The loading bar's two steps, said as its value. */
    loadingSteps: {
      file: 'Étape 1 sur 2\u00a0: ouverture du fichier',
      drawing: 'Étape 2 sur 2\u00a0: dessin du plan',
    },
    errorTitle: 'Impossible d’afficher ce plan',
    retry: 'Réessayer',
    /** Under a failure to open the sheet's file: nothing was deleted. */
    nothingLost: 'Le plan, son échelle et ses métrés restent enregistrés.',
  },
  toolbar: {
    label: 'Affichage du plan',
    zoomIn: 'Zoom avant',
    zoomOut: 'Zoom arrière',
    fit: 'Ajuster à la fenêtre',
    pan: 'Main',
    /** The zoom menu's button is named this, followed by the level it shows (« Niveau de zoom 125 % »). */
    zoomLevel: 'Niveau de zoom',
    zoomMenu: 'Niveaux de zoom',
    /** Tooltips: what the button does and its key. */
    zoomInHint: 'Zoom avant (+)',
    zoomOutHint: 'Zoom arrière (−)',
    fitHint: 'Ajuster à la fenêtre (0)',
    panHint: 'Main\u00a0: glisser pour déplacer le plan (H, ou maintenir espace)',
    zoomLevelHint: 'Choisir un niveau de zoom',
    /** The overflow menu's button, when the plan's column is too narrow for every control (issue 24). */
    more: 'Plus',
    moreHint: 'Plus d’options d’affichage',
  },
  layers: {
    title: 'Calques',
    showAll: 'Tout afficher',
    isolate: 'Isoler «\u00a0{name}\u00a0»',
    /** The isolate button of the isolated layer: pressing it again gives the other layers back. */
    isolated: 'Calque «\u00a0{name}\u00a0» isolé. Appuyer pour rétablir les autres calques.',
    loading: 'Lecture des calques du plan…',
    empty: 'Ce plan n’a pas de calques.',
    emptyHint: 'Les calques viennent du logiciel de dessin. Un plan scanné ou exporté sans calques n’en a pas.',
    count: '{shown} calques affichés sur {total}',
    countOne: '{shown} calque affiché sur {total}',
  },
  /** Why a sheet cannot be shown, by the PDF engine's error code. */
  errors: {
    notPdf: 'Ce fichier n’est pas un PDF.',
    empty: 'Ce fichier est vide.',
    tooLarge: 'Ce fichier dépasse 200\u00a0Mo.',
    corrupt: 'Ce PDF est endommagé ou incomplet\u00a0: il ne peut pas être lu.',
    password: 'Ce PDF est protégé par un mot de passe.',
    tooManyPages: 'Ce PDF a trop de pages pour être ouvert dans le navigateur.',
    tooComplex:
      'Cette page contient trop d’opérations de dessin pour être affichée dans le navigateur. Le plan et ses métrés restent enregistrés.',
    timeout: 'L’affichage de ce plan a pris trop de temps et a été arrêté. Réessayez, ou rechargez la page.',
    unknown: 'Une erreur inattendue a empêché l’affichage de ce plan.',
    cancelled: 'L’affichage de ce plan a été interrompu.',
    unknownDocument: 'Ce plan n’est plus ouvert. Réessayez pour le rouvrir.',
    badRequest: 'Cette page du plan n’existe pas ou ne peut pas être affichée.',
    regionTooLarge: 'Cette partie du plan est trop grande pour être affichée.',
    workerFailed: 'Le moteur d’affichage des plans s’est arrêté. Réessayez, ou rechargez la page.',
    fileMissing:
      'Le fichier PDF de ce plan n’est plus enregistré dans ce navigateur (supprimé pour libérer de l’espace). Importez-le à nouveau pour l’afficher.',
    fileUnreadable: 'Le navigateur n’a pas pu lire le fichier PDF de ce plan. Réessayez, ou rechargez la page.',
    // A shared project's plan, fetched from the server the first time this browser shows it (issue 30).
    planOffline:
      'Le plan n’a pas pu être téléchargé\u00a0: le serveur Metr ne répond pas. Réessayez au retour de la connexion.',
    planNotFound:
      'Le serveur n’a pas ce plan, ou vous n’y avez pas accès\u00a0: demandez à la personne qui l’a importé de partager le projet à nouveau.',
    planMismatch: 'Le fichier reçu ne correspond pas au plan attendu\u00a0: il n’a pas été gardé. Réessayez.',
    planStorage:
      'Le plan a été reçu mais ce navigateur n’a plus de place pour le garder\u00a0: libérez de l’espace, puis réessayez.',
  } satisfies Record<EngineErrorCode | SheetFileErrorCode, string>,
};
