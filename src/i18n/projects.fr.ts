/**
 * The workspace shell's and the project list's words, in French, loaded with the workspace. Typography as in ./fr.ts
 * (checked by ./fr.test.ts): ’, « » with no-break spaces, a no-break space before : and a narrow one before ; ! ?.
 * `{name}` placeholders are filled with interpolate() from ./format.ts.
 */
import { PRODUCT_NAME } from '../config/site';
import type { ProjectSort } from '../domain/projects/list';
import type { LegacyTypology, ProjectTypology, WorksNature } from '../domain/projects/typologies';

const P = PRODUCT_NAME;

/** The frame every workspace page shares: header, settings, layout regions. */
export const shellFr = {
  /** Each page’s <title>: « Projets – Metr », « Résidence Les Tilleuls – Metr ». */
  pageTitle: `{page} – ${P}`,
  productHome: `${P}, liste des projets`,
  loading: 'Chargement de votre espace…',
  retry: 'Réessayer',
  greeting: 'Bonjour {firstName}',
  greetingFallback: 'Bonjour',
  settings: 'Paramètres',
  /** The header's way to the article libraries (/dashboard/bibliotheques). */
  libraries: 'Bibliothèques',
  librariesLoading: 'Chargement des bibliothèques…',
  quantitiesLoading: 'Chargement des quantités…',
  menu: {
    backup: 'Sauvegarde…',
    storage: 'Espace de stockage…',
    signOut: 'Se déconnecter',
  },
  /** On a workspace page that failed: what can still be done with the data, whatever it holds. */
  wayOut: {
    title: 'Vos données',
    lead: 'Elles restent dans ce navigateur. Vous pouvez les sauvegarder, les remplacer par une sauvegarde, gérer l’espace de stockage ou vous déconnecter.',
  },
  layout: {
    sidebar: 'Plans du projet',
    panel: 'Détails',
    /** The buttons that open the side regions as drawers below the desktop width. */
    openSidebar: 'Plans',
    openPanel: 'Détails',
    /** The buttons that collapse a side region to a rail, and show it again, from the desktop width up. */
    hide: 'Masquer «\u00a0{name}\u00a0»',
    show: 'Afficher «\u00a0{name}\u00a0»',
    /** The splitter on the details panel's edge. */
    resize: 'Largeur de «\u00a0{name}\u00a0»',
    width: '{width}\u00a0pixels',
  },
  backup: {
    title: 'Sauvegarde',
    lead: `Vos projets, vos plans et vos métrés sont enregistrés uniquement dans ce navigateur. Exportez-les pour les conserver ou les transférer vers un autre navigateur.`,
    exportTitle: 'Exporter',
    importTitle: 'Importer',
    exportProgress: 'Export de vos données',
    importProgress: 'Import de la sauvegarde',
  },
  storage: {
    title: 'Espace de stockage',
    lead: `${P} enregistre vos plans dans ce navigateur. Les plans supprimés y restent tant que leur suppression peut être annulée.`,
    loading: 'Calcul de l’espace utilisé…',
    used: 'Espace utilisé',
    usedOf: '{used} sur {quota} disponibles',
    plans: 'Plans des projets',
    reclaimable: 'Plans supprimés, gardés pour l’annulation',
    unknown: 'Non communiqué par le navigateur',
    /** The share of the space the plans take, spelled out beside the bar. */
    planShare: 'Les plans occupent {percent} de l’espace utilisé.',
    free: 'Libérer l’espace',
    freeing: 'Libération…',
    nothingToFree: 'Aucun plan supprimé n’occupe de place.',
    confirmTitle: 'Libérer {bytes}\u202f?',
    confirmMessage:
      'Les fichiers des plans supprimés seront effacés définitivement. L’annulation de ces suppressions ne sera plus possible, ni le rétablissement des imports annulés.',
    confirmAction: 'Libérer l’espace',
    cancel: 'Annuler',
    freed: 'Espace libéré\u00a0: {bytes}.',
  },
  /** Dates in the lists: « à l’instant », « il y a 5 minutes », « hier », « le 12 mars 2026 ». */
  dates: {
    justNow: 'à l’instant',
    onDate: 'le {date}',
  },
};

const typologies: Readonly<Record<ProjectTypology, string>> = {
  sante: 'Santé',
  enseignement: 'Enseignement',
  'logement-collectif': 'Logement collectif',
  'logement-individuel': 'Logement individuel',
  bureaux: 'Bureaux',
  commerce: 'Commerce',
  'industrie-logistique': 'Industrie, logistique',
  'equipements-sportifs': 'Équipements sportifs',
  culture: 'Culture',
  'hotellerie-restauration': 'Hôtellerie, restauration',
  'equipements-publics': 'Équipements publics, administration',
  'ouvrages-art-vrd': 'Ouvrages d’art, VRD',
  autre: 'Autre',
};

/** Typologies of the first list that have no exact new equivalent, as projects saved with them still show them. */
const legacyTypologies: Readonly<Record<LegacyTypology, string>> = {
  tertiaire: 'Tertiaire',
  erp: 'ERP',
};

const worksNatures: Readonly<Record<WorksNature, string>> = {
  'construction-neuve': 'Construction neuve',
  extension: 'Extension',
  surelevation: 'Surélévation',
  rehabilitation: 'Réhabilitation',
  restructuration: 'Restructuration',
  'renovation-energetique': 'Rénovation énergétique',
  'amenagement-interieur': 'Aménagement intérieur',
  'mise-en-conformite': 'Mise en conformité',
};

export const projectsFr = {
  title: 'Projets',
  lead: 'Vos projets de métré, enregistrés dans ce navigateur.',
  create: 'Nouveau projet',
  typologies,
  legacyTypologies,
  worksNatures,
  search: {
    label: 'Rechercher un projet',
    description: 'Par nom, client ou référence',
  },
  sort: {
    label: 'Trier par',
    options: {
      lastChange: 'Dernière modification',
      name: 'Nom',
      createdAt: 'Date de création',
    } satisfies Record<ProjectSort, string>,
  },
  list: {
    label: 'Projets',
    loading: 'Chargement des projets…',
    results: {
      one: '{count} projet trouvé',
      other: '{count} projets trouvés',
    },
  },
  empty: {
    title: 'Aucun projet pour l’instant',
    body: 'Créez votre premier projet pour y importer vos plans et commencer vos métrés.',
    cta: 'Créer mon premier projet',
  },
  noResult: {
    title: 'Aucun projet ne correspond à «\u00a0{query}\u00a0»',
    body: 'Vérifiez l’orthographe, ou cherchez par client ou par référence.',
    clear: 'Effacer la recherche',
  },
  item: {
    sheets: {
      zero: 'Aucun plan',
      one: '{count} plan',
      other: '{count} plans',
    },
    lastChange: 'Modifié {when}',
    /** A row whose dates cannot be read (written damaged by an older version). */
    unknownDate: 'Date de modification inconnue',
    /** A row with no readable name. */
    unnamed: 'Projet sans nom lisible',
    /** A row some field of which cannot be read as it is. */
    damaged: 'Données endommagées : certaines informations ne s’affichent pas',
    reference: 'Réf.\u00a0{reference}',
    actions: 'Actions pour «\u00a0{name}\u00a0»',
    open: 'Ouvrir',
    edit: 'Modifier…',
    delete: 'Supprimer…',
  },
  history: {
    undo: 'Annuler',
    redo: 'Rétablir',
    undoStep: 'Annuler\u00a0: {action}',
    redoStep: 'Rétablir\u00a0: {action}',
    /** What a step of the project list does, named in the buttons and the notifications. */
    actions: {
      createProject: 'création du projet «\u00a0{name}\u00a0»',
      updateProject: 'modification du projet «\u00a0{name}\u00a0»',
      deleteProject: 'suppression du projet «\u00a0{name}\u00a0»',
    },
    undone: 'Annulé\u00a0: {action}',
    /** « Annuler » of an older notification, after another change: the undo button names what it would undo. */
    notLatest: 'Cette modification n’est plus la dernière. Utilisez le bouton Annuler de la liste des projets.',
    redone: 'Rétabli\u00a0: {action}',
    toolbar: 'Historique des projets',
  },
  toasts: {
    created: 'Projet «\u00a0{name}\u00a0» créé',
    updated: 'Projet «\u00a0{name}\u00a0» modifié',
    deleted: 'Projet supprimé\u00a0: «\u00a0{name}\u00a0»',
    undo: 'Annuler',
    open: 'Ouvrir',
  },
  form: {
    createTitle: 'Nouveau projet',
    editTitle: 'Modifier le projet',
    name: 'Nom du projet',
    client: 'Client',
    reference: 'Référence (facultatif)',
    referenceDescription: 'Votre numéro d’affaire ou celui de la consultation',
    typology: 'Typologie',
    typologyPlaceholder: 'Sélectionnez une typologie',
    worksNature: 'Nature des travaux (facultatif)',
    worksNaturePlaceholder: 'Sélectionnez une nature de travaux',
    /** The option that leaves the nature of works unset. */
    worksNatureNone: 'Non précisée',
    address: 'Adresse du chantier (facultatif)',
    deliveryDate: 'Date de remise (facultatif)',
    deliveryDateDescription: 'Jour, mois, année',
    create: 'Créer le projet',
    save: 'Enregistrer',
    pending: 'Enregistrement…',
    cancel: 'Annuler',
    /** A stored typology from before the list (free text), shown as it was typed. */
    otherTypology: '{type} (ancienne typologie)',
  },
  delete: {
    title: 'Supprimer ce projet\u202f?',
    /** The project only; with its sheets; with its sheets and measurements. */
    project: 'Le projet «\u00a0{name}\u00a0» sera supprimé.',
    projectAnd: 'Le projet «\u00a0{name}\u00a0» et {contents} seront supprimés.',
    projectWith: 'Le projet «\u00a0{name}\u00a0», {sheets} et {measurements} seront supprimés.',
    sheets: { one: 'son plan', other: 'ses {count} plans' },
    measurements: { one: 'son métré', other: 'ses {count} métrés' },
    undoHint: 'Vous pourrez annuler la suppression.',
    confirm: 'Supprimer le projet',
    cancel: 'Annuler',
  },
  readOnly:
    'Votre profil n’est pas enregistré dans ce navigateur (données effacées, autre appareil ou sauvegarde faite sous une autre adresse)\u00a0: vous pouvez consulter les projets, pas les modifier. Connectez-vous au compte de ces données, ou importez une sauvegarde depuis les paramètres.',
  /** The read-only notice's way back in: signing in to an account of this device (a restored backup's, above all). */
  readOnlySignIn: 'Se connecter à un compte de cet appareil',
  notFound: {
    title: 'Projet introuvable',
    body: 'Ce projet n’existe pas, ou il a été supprimé (peut-être dans un autre onglet).',
    back: 'Retour aux projets',
  },
  sheetNotFound: {
    title: 'Plan introuvable',
    body: 'Ce plan n’existe pas dans ce projet, ou il a été supprimé.',
    back: 'Retour au projet',
  },
  details: {
    title: 'Le projet',
    client: 'Client',
    reference: 'Référence',
    typology: 'Typologie',
    worksNature: 'Nature des travaux',
    address: 'Adresse du chantier',
    deliveryDate: 'Date de remise',
    createdAt: 'Créé le',
    notProvided: 'Non renseigné',
    edit: 'Modifier le projet',
  },
  /** A project's page (/dashboard/projets/:id). */
  project: {
    loading: 'Chargement du projet…',
    edit: 'Modifier',
    delete: 'Supprimer',
    export: 'Exporter…',
    quantities: 'Quantités',
    nothingToExport:
      'Rien à exporter pour l’instant\u00a0: aucune mesure ne donne de quantité (plan sans échelle). Voir la page Quantités.',
    actions: 'Actions du projet',
    plansTitle: 'Plans',
    /** The link to the project's history and versions page. */
    history: 'Historique et versions',
  },
  sheets: {
    label: 'Plans du projet',
    none: 'Aucun plan dans ce projet pour l’instant.',
    loading: 'Chargement des plans…',
    /** A sheet's line: its page in its file. */
    page: 'Page {page}',
    thumbnail: 'Vignette du plan « {name} »',
  },
  /** A sheet's page (/dashboard/projets/:id/plans/:sheetId) while its rows and its file load. */
  sheet: {
    loading: 'Chargement du plan…',
  },
};
