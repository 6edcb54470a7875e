/**
 * The copy of the landing's two tabbed sections (how it works, who it is for): loaded with them, when they come near
 * the screen (src/screens/Landing/deferred.tsx). Typography of ./fr.ts, checked by src/i18n/fr.test.ts.
 */
import { PRODUCT_NAME } from '../config/site';

const P = PRODUCT_NAME;

export const landingTabsFr = {
  howItWorks: {
    eyebrow: 'Comment ça marche',
    title: 'Quatre étapes, du plan au chiffrage',
    stepOf: 'Étape {n} sur {total}',
    pause: 'Mettre en pause le défilement des étapes',
    play: 'Reprendre le défilement des étapes',
    stepsLabel: 'Étapes',
    steps: [
      {
        title: 'Import',
        body: 'Importez votre plan PDF ou DWG. Les calques et les éléments restent exploitables.',
        imageAlt: 'Un plan de logement importé, avec ses calques listés dans le panneau des calques',
      },
      {
        title: 'Bibliothèque',
        body: 'Choisissez les articles de votre bibliothèque\u00a0: ouvrages, lots, unités et prix unitaires.',
        imageAlt: 'Un mur mesuré sur le plan, relié à un article de la bibliothèque dans ses propriétés',
      },
      {
        title: 'Sélection',
        body: `Sélectionnez les éléments sur le plan\u00a0: ${P} mesure et compte, vous validez chaque détection.`,
        imageAlt: 'Un WC compté sur le plan, encadré et numéroté, près de deux WC proposés, encadrés en pointillés',
      },
      {
        title: 'Exportez',
        body: 'Exportez vos quantités vers Excel, au format DPGF ou DQE, prêtes à chiffrer.',
        imageAlt: 'Les quantités par lot et par article, avec leurs prix, prêtes pour l’export DPGF',
      },
    ],
  },
  audience: {
    eyebrow: 'Pour qui',
    title: `${P} s’adapte à votre métier`,
    tabsLabel: 'Profils',
    tabs: [
      {
        label: 'Métreurs & Économistes',
        benefits: [
          'Métrés surfaciques et linéaires mesurés directement sur le plan',
          'Comptage assisté des portes, fenêtres et équipements',
          'Éléments reliés à votre bibliothèque d’articles',
          'Export DPGF et DQE prêt à chiffrer',
          'Historique des versions pour justifier chaque quantité',
        ],
        quote: '99\u00a0% de précision sur nos comptages de menuiseries, et je garde la main sur chaque détection.',
        author: 'Claire M.',
        role: 'Économiste de la construction, Lyon',
      },
      {
        label: 'Bureaux d’études & Ingénierie',
        benefits: [
          'Quantités extraites de vos plans, calques conservés',
          'Comparaison des indices pour suivre les modifications tardives',
          'Métrés partagés et traçables entre les équipes',
          'Moins de ressaisie entre la conception et le chiffrage',
          'Export Excel pour vos notes et vos DQE',
        ],
        quote:
          'La comparaison d’indices nous montre en quelques secondes ce qui a bougé entre deux versions d’un plan.',
        author: 'Thomas R.',
        role: 'Chef de projet, bureau d’études',
      },
      {
        label: 'Ingénieurs Études de Prix',
        benefits: [
          'Des quantités fiables pour répondre plus vite aux appels d’offres',
          'Une bibliothèque d’articles et de prix unitaires centralisée',
          'Des détections vérifiables avant le chiffrage',
          'Un export DPGF au format attendu par la maîtrise d’œuvre',
          'Chaque quantité rattachée à sa zone sur le plan',
        ],
        quote: 'Nous répondons à plus d’appels d’offres sans rogner sur la vérification des quantités.',
        author: 'Sophie L.',
        role: 'Ingénieure études de prix, entreprise générale',
      },
    ],
  },
} as const;
