/**
 * The landing's copy (hero, features, benefits, manifesto, final call to action): part of the content module, with
 * the typography rules of ./fr.ts (checked by src/i18n/fr.test.ts). The two tabbed sections' copy is in
 * ./landing-tabs.fr.ts, loaded with them.
 */
import { PRODUCT_NAME } from '../config/site';

const P = PRODUCT_NAME;

export const landingFr = {
  hero: {
    eyebrow: 'Bêta fermée pour les économistes de la construction',
    title: 'Vos métrés automatisés, vérifiés par vous.',
    lead: `${P} analyse vos plans, mesure et compte les éléments, puis vous laisse valider chaque quantité avant l’export Excel. Un métré de 5\u00a0heures se fait en 30\u00a0minutes.`,
    cta: 'Demandez votre accès',
    videoLabel: `Démonstration de ${P}\u00a0: des murs mesurés sur un plan, puis des WC comptés et validés un à un`,
  },
  features: {
    eyebrow: 'Fonctionnalités',
    title: 'Tout le métré, de l’import du plan à l’export Excel',
    cta: `Testez ${P} en avant première`,
    items: [
      {
        title: 'Importez vos plans, calques compris',
        body: `Déposez un plan PDF ou DWG\u00a0: ${P} conserve les calques et les éléments (murs, cloisons, surfaces) pour que vous puissiez les sélectionner et les mesurer directement.`,
        videoLabel:
          'Un plan importé dont on masque un à un le mobilier, les textes, les cotes et les cloisons, puis tout réaffiché',
      },
      {
        title: 'Reliez chaque élément à votre bibliothèque d’articles',
        body: 'Sélectionnez des éléments sur le plan et associez-les aux articles de votre bibliothèque centrale\u00a0: la désignation, le lot, l’unité et le prix unitaire suivent.',
        videoLabel:
          'Un mur tracé sur le plan et relié à une cloison de la bibliothèque d’articles, puis les quantités exportées en DPGF et les lignes du fichier Excel obtenu',
      },
      {
        title: 'Comptage assisté, validé par vous',
        body: `${P} repère les éléments répétés (portes, fenêtres, équipements) et vous propose chaque détection. Vous validez, corrigez ou écartez\u00a0: rien n’entre dans le métré sans votre accord. Chaque détection reste modifiable.`,
        videoLabel: 'Un WC encadré sur le plan, les WC semblables proposés puis validés un à un, le compteur augmente',
      },
      {
        title: 'Comparez les indices, exportez en un clic',
        body: 'Un nouvel indice de plan arrive en fin d’études\u202f? La comparaison montre ce qui a changé. L’export Excel est instantané, aux formats DPGF et DQE.',
        videoLabel: 'Deux indices d’un plan superposés, les suppressions en rouge, les ajouts en vert, vus de près',
      },
    ],
  },
  benefits: {
    title: `Ce que ${P} change pour vos équipes`,
    items: [
      { value: '5\u00a0h → 30\u00a0min', label: 'Un métré de 5\u00a0heures réalisé en 30\u00a0minutes.' },
      {
        value: '50\u00a0%',
        label: 'du temps des experts est aujourd’hui perdu en ressaisie et en recomptage.',
      },
      {
        value: 'Traçables',
        label: 'Des métrés sauvegardés, versionnés et traçables\u00a0: chaque quantité garde son origine sur le plan.',
      },
      { value: '10+', label: `Plus de 10\u00a0économistes testent déjà ${P} en bêta.` },
    ],
  },
  manifesto: {
    eyebrow: 'Manifeste',
    title: 'Ce que nous croyons',
    beliefs: [
      {
        title: 'Le métré est un métier d’expert.',
        body: 'L’automatisation doit servir le jugement du métreur, pas le remplacer.',
      },
      {
        title: 'Une quantité sans origine ne vaut rien.',
        body: 'Chaque nombre doit pouvoir être retrouvé sur le plan, daté et versionné.',
      },
      {
        title: 'L’utilisateur valide, toujours.',
        body: `${P} propose, vous décidez. Aucune détection n’entre dans un métré sans votre accord.`,
      },
      {
        title: 'Le temps gagné revient au conseil.',
        body: 'Moins de recomptage, plus d’analyse\u00a0: c’est là que l’économiste crée de la valeur.',
      },
    ],
  },
  finalCta: {
    title: 'Passez vos métrés de 5\u00a0heures à 30\u00a0minutes',
    body: `Rejoignez les économistes qui testent ${P}. L’accès est ouvert par notre équipe après votre inscription.`,
    cta: 'Demander un accès bêta',
  },
} as const;
