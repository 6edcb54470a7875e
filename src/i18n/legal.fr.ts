/**
 * The terms of use and the privacy policy, in French. Part of the content module: fr.ts re-exports them, and the
 * typography test walks them. Company identity comes from src/config/site.ts.
 */
import { PRODUCT_NAME, siteConfig } from '../config/site';

const P = PRODUCT_NAME;
const C = siteConfig.company;
const email = siteConfig.contact.email;
const privacyEmail = C.privacyEmail;

export interface LegalSection {
  /** Anchor id, stable across wording changes. */
  id: string;
  title: string;
  paragraphs: readonly string[];
  list?: readonly string[];
}

export const terms = {
  title: `Conditions d’utilisation – ${P}`,
  heading: 'Conditions générales d’utilisation',
  intro: `Les présentes conditions encadrent l’utilisation du site et du service ${P}, édités par ${C.legalName}, ${C.legalForm}, ${C.registration}, dont le siège est situé ${C.address}.`,
  sections: [
    {
      id: 'acceptation',
      title: '1. Acceptation des conditions',
      paragraphs: [
        `En créant un compte, en vous inscrivant au programme bêta ou en utilisant le service, vous acceptez les présentes conditions sans réserve. Si vous agissez pour le compte d’une entreprise, vous déclarez être habilité à l’engager.`,
        'Si vous n’acceptez pas ces conditions, vous ne devez pas utiliser le service.',
      ],
    },
    {
      id: 'description',
      title: '2. Description du service',
      paragraphs: [
        `${P} est un logiciel d’aide au métré destiné aux professionnels de la construction\u00a0: métreurs, économistes, bureaux d’études et ingénieurs prix. Il permet d’importer des plans (PDF et, selon les versions, DXF ou DWG), de les mettre à l’échelle, de mesurer et de compter des éléments, de les relier à une bibliothèque d’articles, de comparer des indices de plans et d’exporter les quantités vers Excel.`,
        `Les détections automatiques (comptages, mesures proposées) sont des aides\u00a0: elles doivent être vérifiées et validées par l’utilisateur, qui reste seul responsable des quantités qu’il retient et des documents qu’il produit.`,
      ],
    },
    {
      id: 'programme-beta',
      title: '3. Programme bêta',
      paragraphs: [
        `Le service est en bêta fermée. L’accès est accordé par l’équipe ${P} après inscription, à sa discrétion, et peut être suspendu ou retiré à tout moment, notamment à la fin du programme.`,
        'Pendant la bêta, le service peut comporter des erreurs, des interruptions ou des changements de fonctionnalités sans préavis. Nous vous recommandons de conserver une copie de vos données (la fonction «\u00a0Exporter mes données\u00a0» du tableau de bord le permet).',
        'Les bêta testeurs s’engagent à ne pas divulguer les fonctionnalités non publiques dont ils auraient connaissance et peuvent nous transmettre leurs retours, que nous pouvons utiliser librement pour améliorer le service.',
      ],
    },
    {
      id: 'usage-acceptable',
      title: '4. Usage acceptable',
      paragraphs: [
        'Vous vous engagez à utiliser le service conformément à la loi et à sa destination. Il est notamment interdit de\u00a0:',
      ],
      list: [
        'importer des plans ou des documents sur lesquels vous ne détenez pas les droits nécessaires\u202f;',
        'tenter d’accéder aux données d’autres utilisateurs ou de contourner les mesures de sécurité\u202f;',
        'perturber le fonctionnement du service (envois automatisés massifs, tests de charge non autorisés)\u202f;',
        'revendre ou mettre le service à la disposition de tiers sans notre accord écrit.',
      ],
    },
    {
      id: 'propriete-intellectuelle',
      title: '5. Propriété intellectuelle',
      paragraphs: [
        `Le logiciel, la marque ${P}, le site et leurs contenus sont la propriété de ${C.legalName}. Aucune licence ne vous est accordée au-delà du droit d’utiliser le service pendant la durée de votre accès.`,
        `Vous restez propriétaire de vos plans, de vos bibliothèques d’articles et de vos métrés. Vous nous autorisez à les traiter dans la seule mesure nécessaire au fonctionnement du service.`,
      ],
    },
    {
      id: 'responsabilite',
      title: '6. Limitation de responsabilité',
      paragraphs: [
        `Le service est fourni en l’état pendant la bêta. ${C.legalName} met en œuvre les moyens raisonnables pour en assurer le bon fonctionnement, sans garantie de résultat.`,
        `${C.legalName} ne saurait être tenue responsable des décisions prises sur la base des quantités calculées, qui doivent être vérifiées par l’utilisateur, ni des dommages indirects tels que la perte d’un marché ou de données. Rien dans les présentes ne limite la responsabilité qui ne peut l’être en vertu de la loi.`,
      ],
    },
    {
      id: 'modifications',
      title: '7. Modifications des conditions',
      paragraphs: [
        'Nous pouvons modifier ces conditions, notamment pour suivre l’évolution du service ou de la réglementation. La date de dernière mise à jour figure en haut de cette page.',
        'En cas de modification importante, nous vous en informons par email ou dans le service avant son entrée en vigueur. Continuer à utiliser le service après cette date vaut acceptation des nouvelles conditions.',
      ],
    },
    {
      id: 'contact',
      title: '8. Contact',
      paragraphs: [
        `Pour toute question sur ces conditions, écrivez-nous à ${email} ou par courrier à ${C.legalName}, ${C.address}. Ces conditions sont soumises au droit français\u202f; à défaut d’accord amiable, les tribunaux de Paris sont compétents, sous réserve des règles impératives applicables aux consommateurs.`,
      ],
    },
  ] satisfies LegalSection[],
} as const;

export const privacy = {
  title: `Politique de confidentialité – ${P}`,
  heading: 'Politique de confidentialité',
  intro: `Cette politique explique quelles données personnelles ${C.legalName} (${C.address}), responsable du traitement, collecte sur le site et dans le service ${P}, pourquoi, combien de temps et quels sont vos droits au titre du règlement général sur la protection des données (RGPD) et de la loi Informatique et Libertés.`,
  sections: [
    {
      id: 'donnees-collectees',
      title: '1. Données collectées',
      paragraphs: [
        'Nous collectons uniquement les données que vous nous transmettez ou qui sont nécessaires au service\u00a0:',
      ],
      list: [
        'inscription au programme bêta\u00a0: nom, prénom, téléphone et adresse email\u202f;',
        'formulaire de contact\u00a0: nom, adresse email, entreprise (facultative) et message\u202f;',
        'création de compte\u00a0: prénom, nom, email, société, métier et expérience. Ces informations sont enregistrées dans votre navigateur (stockage local)\u202f; votre mot de passe n’est jamais enregistré par le site\u202f;',
        'mesure d’audience et enregistrement de sessions, uniquement si vous l’acceptez\u00a0: pages vues, clics et parcours, les champs de saisie étant masqués.',
      ],
    },
    {
      id: 'utilisation',
      title: '2. Utilisation des données',
      paragraphs: ['Chaque traitement a une finalité et une base légale\u00a0:'],
      list: [
        'gérer votre inscription au programme bêta et vous ouvrir un accès (mesures précontractuelles prises à votre demande)\u202f;',
        'vous confirmer votre inscription et vous recontacter (intérêt légitime à répondre à votre demande)\u202f;',
        'répondre à vos messages (intérêt légitime)\u202f;',
        'améliorer le site grâce à la mesure d’audience et à l’enregistrement de sessions (votre consentement, que vous pouvez retirer à tout moment)\u202f;',
        'assurer la sécurité du service et prévenir les abus, par exemple en limitant le nombre d’inscriptions par adresse (intérêt légitime).',
      ],
    },
    {
      id: 'partage',
      title: '3. Partage des données',
      paragraphs: [
        'Vos données ne sont ni vendues ni louées. Elles sont accessibles à l’équipe de Metr et à nos sous-traitants, dans la limite de leur mission et sous contrat conforme à l’article 28 du RGPD\u00a0:',
      ],
      list: [
        'l’hébergeur du site et de l’API, dans l’Union européenne\u202f;',
        'le prestataire d’envoi des emails (confirmation d’inscription, invitation)\u202f;',
        'le service de collecte du formulaire de contact, qui nous transmet vos messages\u202f;',
        'l’outil de mesure d’audience et d’enregistrement de sessions, seulement après votre consentement.',
      ],
    },
    {
      id: 'securite',
      title: '4. Sécurité',
      paragraphs: [
        'Les échanges avec le site sont chiffrés (HTTPS). L’accès aux inscriptions est réservé à l’équipe habilitée. Les journaux techniques ne contiennent aucune donnée personnelle\u00a0: seulement un identifiant de requête, un code de statut et un motif.',
        'Les données de votre compte et de vos projets restent dans votre navigateur\u00a0: nous n’y avons pas accès. Si quelqu’un d’autre utilise votre ordinateur, pensez à vous déconnecter.',
      ],
    },
    {
      id: 'conservation',
      title: '5. Durée de conservation',
      list: [
        'inscriptions au programme bêta et messages de prospects\u00a0: 3\u00a0ans après le dernier contact, puis suppression\u202f;',
        'lien de confirmation d’inscription\u00a0: valable 8\u00a0heures et utilisable une seule fois\u202f;',
        'choix relatifs aux cookies\u00a0: 13\u00a0mois pour un consentement, 6\u00a0mois pour un refus\u202f;',
        'données enregistrées dans votre navigateur\u00a0: jusqu’à ce que vous les supprimiez.',
      ],
      paragraphs: ['Nous conservons vos données le temps nécessaire à leur finalité\u00a0:'],
    },
    {
      id: 'droits',
      title: '6. Vos droits (RGPD)',
      paragraphs: [
        'Vous disposez d’un droit d’accès, de rectification, d’effacement, de limitation, d’opposition et de portabilité de vos données, ainsi que du droit de retirer votre consentement à tout moment et de définir des directives sur leur sort après votre décès.',
        `Pour les exercer, écrivez à ${privacyEmail}. Nous répondons dans un délai d’un mois. Si vous estimez que vos droits ne sont pas respectés, vous pouvez adresser une réclamation à la CNIL (www.cnil.fr).`,
      ],
    },
    {
      id: 'cookies',
      title: '7. Cookies et traceurs',
      paragraphs: [
        'Le site n’utilise aucun traceur publicitaire. Le stockage local de votre navigateur sert au fonctionnement du service (votre compte, vos projets) et à retenir votre choix sur les cookies\u00a0: il ne nécessite pas de consentement.',
        'La mesure d’audience avec enregistrement de sessions n’est chargée qu’après votre accord. Le bandeau vous propose «\u00a0Tout accepter\u00a0» et «\u00a0Tout refuser\u00a0» avec la même importance\u202f; le fermer vaut refus. Vous pouvez changer d’avis à tout moment avec le lien «\u00a0Gérer mes cookies\u00a0» en bas de chaque page.',
      ],
    },
    {
      id: 'contact',
      title: '8. Contact',
      paragraphs: [
        `Pour toute question sur vos données, écrivez à ${privacyEmail} ou par courrier à ${C.legalName}, ${C.address}.`,
      ],
    },
  ] satisfies LegalSection[],
} as const;
