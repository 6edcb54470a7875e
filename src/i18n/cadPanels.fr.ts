/**
 * CAD plans (issue 28), the panels' copy: the unit question, the « Blocs » panel, the article chosen for a CAD
 * measurement and the layer totals — loaded with those panels, not with the project page (./cad.fr.ts has what the
 * import, the scale and the provenance say on every page). Typography as in ./fr.ts (checked by ./fr.test.ts).
 */
import type { CadUnit } from '../domain/cad/types';

export const cadPanelsFr = {
  /** The unit question's choices. */
  unitChoice: {
    mm: 'Millimètre (mm)',
    cm: 'Centimètre (cm)',
    m: 'Mètre (m)',
    inch: 'Pouce (25,4\u00a0mm)',
    foot: 'Pied (304,8\u00a0mm)',
  } satisfies Record<CadUnit, string>,

  /** A file without units asks once (CadUnitQuestion). */
  unitQuestion: {
    title: 'Dans quelle unité ce plan est-il dessiné\u202f?',
    message: 'Le fichier «\u00a0{name}\u00a0» ne dit pas dans quelle unité il est dessiné.',
    /** `$INSUNITS` = 0. */
    unitless: 'Il se déclare «\u00a0sans unité\u00a0».',
    /** A code Metr does not take, named when AutoCAD's table names it. */
    unknownNamed: 'Il indique l’unité n°\u00a0{code} ({unit}), que Metr ne prend pas pour un plan.',
    unknownCode: 'Il indique l’unité n°\u00a0{code}, que Metr ne connaît pas.',
    field: 'Unité du dessin',
    description:
      'Un mur de 5\u00a0m mesure 5\u202f000\u00a0unités s’il est dessiné en millimètres, 500 en centimètres, 5 en mètres. Toutes les quantités du plan en dépendent.',
    required: 'Choisissez l’unité du dessin, ou n’importez pas ce fichier.',
    applyToOthers: {
      one: 'Même unité pour l’autre fichier sans unité de cet import',
      other: 'Même unité pour les {count} autres fichiers sans unité de cet import',
    },
    import: 'Importer',
    skip: 'Ne pas importer ce fichier',
  },
  /** `$INSUNITS` codes Metr does not take, as AutoCAD names them. */
  insUnitNames: {
    3: 'milles',
    7: 'kilomètres',
    8: 'micropouces',
    9: 'millièmes de pouce',
    10: 'yards',
    11: 'ångströms',
    12: 'nanomètres',
    13: 'micromètres',
    14: 'décimètres',
    15: 'décamètres',
    16: 'hectomètres',
    17: 'gigamètres',
    18: 'unités astronomiques',
    19: 'années-lumière',
    20: 'parsecs',
    21: 'pieds d’arpentage américains',
    22: 'pouces d’arpentage américains',
    23: 'yards d’arpentage américains',
    24: 'milles d’arpentage américains',
  } as Readonly<Record<number, string>>,

  /** The « Blocs » panel. */
  blocks: {
    title: 'Blocs',
    summary: { one: '{count}\u00a0bloc, {references}', other: '{count}\u00a0blocs, {references}' },
    references: { one: '{count}\u00a0référence', other: '{count}\u00a0références' },
    nested: { one: 'dont {count}\u00a0imbriquée', other: 'dont {count}\u00a0imbriquées' },
    search: 'Rechercher un bloc',
    searchDescription: 'Par nom, accents ignorés',
    sort: 'Trier par',
    sortName: 'Nom',
    sortCount: 'Nombre de références',
    list: 'Blocs du dessin',
    /** A row's accessible text: « PORTE_90, 15 références dont 3 imbriquées, calques A-PORTES ». */
    rowName: '{name}, {references}',
    layers: { one: 'Calque\u00a0: {layers}', other: 'Calques\u00a0: {layers}' },
    empty: 'Ce dessin n’a pas de blocs.',
    emptyHint:
      'Les portes, fenêtres et équipements dessinés en blocs apparaissent ici. Comptez les autres à la main, ou avec le comptage assisté.',
    noMatch: 'Aucun bloc ne correspond à «\u00a0{query}\u00a0».',
    noMatchHint: 'Vérifiez l’orthographe, ou effacez la recherche pour revoir tous les blocs.',
    selectHint: 'Choisissez un bloc\u00a0: ses références s’allument sur le plan.',
    /** The selected block's detail. */
    rawNames: { one: 'Nom dans le fichier\u00a0: {names}', other: 'Noms dans le fichier\u00a0: {names}' },
    topLevel: { one: '{count}\u00a0au premier niveau', other: '{count}\u00a0au premier niveau' },
    nestedIn: {
      one: '{count}\u00a0dans d’autres blocs',
      other: '{count}\u00a0dans d’autres blocs',
    },
    referencesLabel: 'Références',
    alreadyCounted: 'Déjà compté\u00a0: {quantity}',
    openCount: 'Ouvrir le comptage',
    count: 'Compter ce bloc',
    countHint: {
      one: 'Crée un comptage avec un point sur sa référence, provenance «\u00a0bloc CAO\u00a0».',
      other:
        'Crée un comptage avec un point sur chacune de ses {count}\u00a0références, provenance «\u00a0bloc CAO\u00a0».',
    },
    countAgainHint: 'Un second comptage compterait ces références deux fois dans les quantités.',
    readOnly: 'Lecture seule\u00a0: les blocs se consultent, rien ne se compte.',
  },

  /** The article chosen for a count or a measurement made from CAD data. */
  article: {
    search: 'Relier à un article',
    searchDescription: 'Numéro ou désignation\u202f; facultatif',
    noResult: 'Aucun article ne correspond.',
    results: 'Articles trouvés',
    pick: 'Choisir {designation}',
    change: 'Changer d’article',
  },

  /** The layer totals. */
  totals: {
    title: 'Totaux par calque',
    list: 'Calques du dessin et leurs quantités',
    intro: 'Cochez un ou plusieurs calques pour additionner leurs longueurs et leurs surfaces.',
    length: 'Longueur',
    area: 'Surface',
    lengths: { one: '{count}\u00a0trait', other: '{count}\u00a0traits' },
    areas: { one: '{count}\u00a0surface fermée', other: '{count}\u00a0surfaces fermées' },
    frozen: 'gelé',
    off: 'éteint',
    /** A row's accessible text: « MURS, 124,50 m, 56,20 m², 24 traits, 3 surfaces fermées, gelé ». */
    rowName: '{name}, {details}',
    selection: {
      one: 'Sélection\u00a0: {count}\u00a0calque, {quantities}',
      other: 'Sélection\u00a0: {count}\u00a0calques, {quantities}',
    },
    noSelection: 'Aucun calque coché.',
    selectAll: 'Tout cocher',
    clearSelection: 'Tout décocher',
    measureLengths: 'Métrer les longueurs',
    measureAreas: 'Métrer les surfaces',
    measureHint:
      'Crée une mesure par tracé continu ou contour fermé des calques cochés, provenance «\u00a0calque CAO\u00a0», en une seule étape annulable.',
    noLength: 'Aucun trait dans la sélection.',
    noArea: 'Aucune surface fermée dans la sélection.',
    empty: 'Aucun calque de ce dessin n’a de longueur ni de surface.',
    emptyHint: 'Les lignes, polylignes, arcs et hachures d’un calque s’additionnent ici.',
    without: {
      one: '{count}\u00a0autre calque sans trait ni surface (textes, cotes, blocs).',
      other: '{count}\u00a0autres calques sans trait ni surface (textes, cotes, blocs).',
    },
    readOnly: 'Lecture seule\u00a0: les totaux se consultent, rien ne se mètre.',
  },
  /** The « CAO » tab before its panels: the drawing's model being read, or unreadable (CadModelState). */
  model: {
    loading: 'Lecture des blocs et des calques du dessin…',
    unreadableTitle: 'Blocs et calques illisibles',
    unreadable:
      'Les blocs et les calques de ce plan n’ont pas pu être relus depuis ce navigateur. Le plan reste affiché et mesurable\u202f; pour compter ses blocs et métrer ses calques, importez à nouveau le fichier DXF ou DWG.',
    unreceivedTitle: 'Blocs et calques pas encore reçus',
    unreceived:
      'Ce dessin a été importé par un membre de l’équipe et le serveur Metr n’a pas pu envoyer ses blocs et ses calques à ce navigateur (hors ligne, ou le fichier n’y est pas encore). Le plan reste mesurable s’il est affiché\u202f; rouvrez ce plan une fois la connexion revenue pour compter ses blocs et métrer ses calques.',
  },
  /** A CAD file's layouts that could not be read, on its first sheet's tab (CadUnreadLayoutsNotice). */
  unreadLayouts: {
    title: 'Présentations non importées',
    one: 'Une présentation de ce fichier n’a pas pu être lue\u00a0: elle n’est pas importée. L’espace objet et les présentations lisibles le sont\u202f; pour avoir celle-ci, demandez le plan en DXF.',
    other:
      '{count}\u00a0présentations de ce fichier n’ont pas pu être lues\u00a0: elles ne sont pas importées. L’espace objet et les présentations lisibles le sont\u202f; pour avoir celles-ci, demandez le plan en DXF.',
  },
  /** What the file holds that Metr does not draw, on each of its sheets' tab (CadUnshownNotice, domain/cad/unshown.ts). */
  unshown: {
    title: 'Éléments non affichés',
    intro:
      'Ce fichier contient des éléments que Metr n’affiche pas\u00a0: ils n’apparaissent pas sur le plan, et ne sont ni comptés ni métrés.',
    /** Each group: its count (one / other) and what it is, what to do. */
    kinds: {
      image: {
        one: '{count}\u00a0image raster',
        other: '{count}\u00a0images raster',
        detail:
          'Des images insérées dans le dessin, souvent un fond de plan numérisé, dont le fichier est à part\u00a0: importez-le en PDF pour le voir.',
      },
      underlay: {
        one: '{count}\u00a0calque sous-jacent PDF, DWF ou DGN',
        other: '{count}\u00a0calques sous-jacents PDF, DWF ou DGN',
        detail: 'Des fichiers attachés au dessin, qu’il ne contient pas\u00a0: importez-les à part.',
      },
      proxy: {
        one: '{count}\u00a0objet d’application métier',
        other: '{count}\u00a0objets d’application métier',
        detail:
          'Des murs, portes ou réseaux d’AutoCAD Architecture ou MEP, que seule cette application dessine\u00a0: demandez le plan exporté en dessin AutoCAD simple (commande _EXPORTTOAUTOCAD).',
      },
      solid: {
        one: '{count}\u00a0solide, surface ou maillage 3D',
        other: '{count}\u00a0solides, surfaces ou maillages 3D',
        detail:
          'Les objets 3D ne sont pas dessinés en plan\u00a0: demandez une vue en plan aplatie (commande _FLATSHOT ou _FLATTEN).',
      },
      ole: {
        one: '{count}\u00a0objet OLE',
        other: '{count}\u00a0objets OLE',
        detail: 'Des tableaux ou des images collés depuis une autre application.',
      },
      table: {
        one: '{count}\u00a0tableau AutoCAD',
        other: '{count}\u00a0tableaux AutoCAD',
        detail: 'Des nomenclatures ou des tableaux, à lire dans le logiciel de DAO.',
      },
      annotation: {
        one: '{count}\u00a0ligne de repère ou tolérance',
        other: '{count}\u00a0lignes de repère ou tolérances',
        detail: 'Des annotations\u00a0: leurs textes ne sont pas affichés.',
      },
      wipeout: {
        one: '{count}\u00a0masque',
        other: '{count}\u00a0masques',
        detail: 'Ce que les masques cachent dans le logiciel de DAO reste visible ici.',
      },
      other: {
        one: '{count}\u00a0autre élément',
        other: '{count}\u00a0autres éléments',
        detail: 'Éléments de type {types}.',
        /** Past six types named: the others counted. */
        detailMore: 'Éléments de type {types}, et de {more}\u00a0autres types.',
      },
    },
  },
  /** External references the file places but does not contain, on each of its sheets' tab (CadMissingXrefsNotice). */
  missingXrefs: {
    title: 'Références externes absentes',
    one: 'Ce fichier dessine aussi un autre fichier par référence externe (xréf), qu’il ne contient pas\u00a0: rien de ce fichier n’apparaît sur le plan, ni dans les blocs, les calques et les totaux.',
    other:
      'Ce fichier dessine aussi {count}\u00a0autres fichiers par référence externe (xréf), qu’il ne contient pas\u00a0: rien de ces fichiers n’apparaît sur le plan, ni dans les blocs, les calques et les totaux.',
    /** A reference placed several times. */
    placed: '(placée {count}\u00a0fois)',
    /** The path the drawing saved for it. */
    path: 'Chemin enregistré\u00a0: {path}',
    /** Its file was imported with the drawing but could not be drawn (CadXrefProblem). */
    problem: {
      unreadable: 'Fichier trouvé, mais illisible\u00a0: sa propre ligne d’import dit pourquoi.',
      cycle: 'Fichier trouvé, mais qui se référence lui-même (référence circulaire)\u00a0: non dessiné.',
      tooDeep: 'Fichier trouvé, mais imbriqué trop profondément (plus de {depth}\u00a0niveaux)\u00a0: non dessiné.',
      tooComplex: 'Fichier trouvé, mais trop volumineux pour être dessiné dans celui-ci.',
    },
    /** Past the references listed, the others counted. */
    more: { one: 'Et {count}\u00a0autre référence externe.', other: 'Et {count}\u00a0autres références externes.' },
    /** Its file was imported into the project after this one: this sheet does not draw it, and how to have it drawn. */
    nowInProject:
      'Ce fichier est maintenant dans le projet («\u00a0{file}\u00a0»), mais cette feuille ne le dessine pas\u00a0: son cadre bougerait sous les mesures déjà faites. Pour le dessiner, importez à nouveau ce plan et choisissez «\u00a0Ajouter comme nouvel indice\u00a0»\u00a0: le nouvel indice le dessine, cette feuille et ses mesures restent telles quelles.',
    advice:
      'Pour les métrer, demandez à l’auteur du plan de lier ses références externes avant l’envoi («\u00a0Lier\u00a0» dans le gestionnaire des références externes d’AutoCAD, ou un jeu eTransmit), ou importez à nouveau ce fichier avec eux, dans la même sélection\u00a0: ils seront dessinés.',
  },
  /**
   * External references drawn from the files imported with the drawing (domain/cad/xrefs.ts), on each of its sheets'
   * tab (CadDrawnXrefsNotice).
   */
  drawnXrefs: {
    title: 'Références externes dessinées',
    one: 'Ce fichier dessine un autre fichier par référence externe (xréf), trouvé parmi les plans importés\u00a0: il apparaît sur le plan, à sa place, et ses calques sont nommés «\u00a0XRÉF|CALQUE\u00a0», comme dans AutoCAD. Ses longueurs et surfaces se mètrent par calque\u202f; ses blocs ne sont pas comptés ici, mais sur sa propre feuille.',
    other:
      'Ce fichier dessine {count}\u00a0autres fichiers par référence externe (xréf), trouvés parmi les plans importés\u00a0: ils apparaissent sur le plan, à leur place, et leurs calques sont nommés «\u00a0XRÉF|CALQUE\u00a0», comme dans AutoCAD. Leurs longueurs et surfaces se mètrent par calque\u202f; leurs blocs ne sont pas comptés ici, mais sur leur propre feuille.',
    /** Where it was drawn from. */
    from: 'Dessinée depuis «\u00a0{file}\u00a0»',
    /** The drawing saved another file name for it: the same name in the other format (a DWG's DXF export). */
    otherFormat: 'La référence nomme «\u00a0{saved}\u00a0»\u00a0: même nom, autre format.',
    /** A reference placed several times. */
    placed: '(placée {count}\u00a0fois)',
    /** Past the references listed, the others counted. */
    more: { one: 'Et {count}\u00a0autre référence externe.', other: 'Et {count}\u00a0autres références externes.' },
  },
  /**
   * References drawn clipped (XCLIP, domain/cad/xclip.ts), on the « CAO » tab of the sheet that places them
   * (CadClippedNotice).
   */
  clipped: {
    title: { one: 'Référence découpée', other: 'Références découpées' },
    text: {
      one: 'Cette référence est découpée par un contour (XCLIP dans AutoCAD) : seule la partie dans son contour est dessinée et comptée. Les longueurs et surfaces par calque ne mesurent que cette partie, et un bloc qu’elle contient n’est compté que si son point d’insertion y est.',
      other:
        'Ces {count} références sont découpées par un contour (XCLIP dans AutoCAD) : seule la partie dans leur contour est dessinée et comptée. Les longueurs et surfaces par calque ne mesurent que cette partie, et un bloc qu’elles contiennent n’est compté que si son point d’insertion y est.',
    },
    /** What the reference is. */
    xref: 'référence externe',
    block: 'bloc',
    /** Several references of it clipped. */
    placed: '{count} références découpées',
    /** An inverted clip (AutoCAD 2015+). */
    inverted: 'découpe inversée : c’est l’intérieur du contour qui est caché',
    /** Past the references listed, the others counted. */
    more: { one: 'Et {count} autre référence découpée.', other: 'Et {count} autres références découpées.' },
  },
  /** A paper-space layout's sheet (domain/cad/layout.ts): what its tab counts, its viewports' scales (CadLayoutNotice). */
  layout: {
    /** A viewport's scale region, numbered in the layout's order. */
    viewportLabel: 'Fenêtre {n}',
    title: 'Présentation «\u00a0{name}\u00a0»',
    scope:
      'Les blocs et les calques ci-dessous sont ceux de la présentation elle-même (cartouche, annotations). Ce que ses fenêtres montrent de l’espace objet se compte et se mètre sur la feuille de l’espace objet, une seule fois.',
    /** The layout of a file whose model space draws nothing (CadLayoutNotice isModelSpaceEmpty). */
    scopePaperOnly:
      'Les blocs et les calques ci-dessous sont ceux de la présentation, dessinés sur le papier (plan, cartouche, annotations). L’espace objet de ce fichier est vide\u00a0: ses présentations sont ses seuls plans, et les mesures y sont à l’échelle du papier.',
    scales:
      'Hors des fenêtres, les mesures sont à l’échelle du papier. Dans chaque fenêtre, elles sont à l’échelle du modèle vu par elle\u00a0:',
    /** The viewport's scale as the plan's label writes it (« 1:50 », « ≈\u00a01:65 »). */
    viewportScale: '{label}\u00a0: {scale}',
    unreadable: {
      one: 'Une fenêtre de cette présentation n’a pas pu être affichée\u00a0: ses données sont illisibles. Le reste de la présentation est importé.',
      other:
        '{count}\u00a0fenêtres de cette présentation n’ont pas pu être affichées\u00a0: leurs données sont illisibles. Le reste de la présentation est importé.',
    },
    nonRectangular:
      'Une fenêtre à contour non rectangulaire est montrée dans son rectangle\u00a0: ce qui dépasse de son contour y apparaît aussi.',
    /** The sheet's size: the layout's paper from its plot settings, or what it draws when they give none. */
    paper: 'Feuille au format du papier de la présentation\u00a0: {size}.',
    paperGrown:
      'Feuille au format du papier de la présentation ({size}), agrandie pour montrer ce qui est dessiné hors du papier.',
    /** A paper of no standard size. */
    paperSize: '{width}\u00a0×\u00a0{height}\u00a0mm',
    /** A standard paper (ISO A0–A4, ANSI, ARCH), as a plotter's list names it: « A1 paysage, 841 × 594 mm ». */
    paperNamed: '{name} {orientation}, {width}\u00a0×\u00a0{height}\u00a0mm',
    paperOrientation: { landscape: 'paysage', portrait: 'portrait' },
    paperUnknown:
      'Le fichier ne donne pas le format du papier de cette présentation\u00a0: la feuille est à la taille de ce qu’elle dessine.',
  },
};
