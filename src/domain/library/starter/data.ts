/**
 * The starter library: the articles a French économiste expects to find on day one, over the 12 usual lots, written
 * by the Metr team (désignations, units and structure are ours; nothing is copied from a commercial price book).
 *
 * PRICES: every prix_unitaire below is an INDICATIVE ROUND TEAM PRICE (euros HT, multiples of 5 € or round tens),
 * given so that a first DPGF shows plausible amounts. They are not market prices, not regional, not dated: each
 * user replaces them with their own (the library says so in its description). VAT is 20 % on every article; a project
 * whose works qualify for 10 % or 5,5 % changes the rate of the articles concerned.
 *
 * Loaded lazily (a dynamic import from the library screen's « Installer la bibliothèque de démarrage »): it never
 * weighs on the workspace's first load.
 */
import type { Unit } from '../../takeoff/quantity';
import type { LibraryContent } from '../commands';
import { DEFAULT_VAT_RATE } from '../types';

/** Which edition of the starter library an installed copy comes from (LibraryRow.origin). */
export const STARTER_EDITION = 1;

type Line = readonly [designation: string, unit: Unit, price: number];
type Chapter = readonly [title: string, lines: readonly Line[]];
type Lot = readonly [title: string, chapters: readonly Chapter[]];

const LOTS: readonly Lot[] = [
  [
    'Terrassement – VRD',
    [
      [
        'Installation et préparation',
        [
          ['Installation de chantier, base vie et clôtures', 'forfait', 3500],
          ['Implantation de l’ouvrage par géomètre', 'forfait', 1200],
          ['Décapage de terre végétale sur 20 cm, mise en dépôt', 'm²', 5],
          ['Abattage et dessouchage d’arbre', 'U', 350],
          ['Évacuation de gravats de démolition en décharge agréée', 't', 40],
        ],
      ],
      [
        'Fouilles',
        [
          ['Fouille en pleine masse en terrain ordinaire', 'm³', 20],
          ['Fouille en rigole pour semelles filantes', 'm³', 35],
          ['Fouille en puits pour plots isolés', 'm³', 45],
          ['Remblai compacté en matériaux d’apport', 'm³', 35],
          ['Évacuation des terres excédentaires en décharge', 'm³', 25],
        ],
      ],
      [
        'Réseaux enterrés',
        [
          ['Tranchée pour réseaux, y compris remblai', 'ml', 30],
          ['Canalisation PVC assainissement DN 125', 'ml', 40],
          ['Canalisation PVC assainissement DN 160', 'ml', 50],
          ['Regard de visite béton 40 × 40', 'U', 250],
          ['Fourreau TPC pour réseaux secs DN 90', 'ml', 10],
        ],
      ],
    ],
  ],
  [
    'Gros œuvre',
    [
      [
        'Fondations',
        [
          ['Béton de propreté ép. 5 cm', 'm²', 10],
          ['Semelle filante en béton armé', 'm³', 260],
          ['Plot de fondation en béton armé', 'm³', 280],
          ['Longrine en béton armé', 'ml', 90],
        ],
      ],
      [
        'Béton armé',
        [
          ['Voile en béton armé ép. 20 cm', 'm²', 110],
          ['Poteau en béton armé', 'm³', 650],
          ['Poutre en béton armé', 'm³', 600],
          ['Dalle pleine en béton armé', 'm³', 300],
          ['Plancher poutrelles et entrevous, dalle de compression', 'm²', 65],
          ['Acier HA pour béton armé', 'kg', 2],
          ['Escalier droit en béton armé coulé en place', 'U', 2500],
        ],
      ],
      [
        'Maçonnerie',
        [
          ['Mur en blocs béton creux ép. 20 cm', 'm²', 60],
          ['Mur en briques terre cuite ép. 20 cm', 'm²', 70],
          ['Linteau en béton armé préfabriqué', 'ml', 45],
          ['Chaînage horizontal en béton armé', 'ml', 35],
          ['Enduit monocouche gratté sur maçonnerie', 'm²', 35],
          ['Seuil en béton préfabriqué', 'U', 80],
        ],
      ],
      [
        'Dallages et chapes',
        [
          ['Hérisson en grave compactée ép. 20 cm', 'm²', 15],
          ['Dallage sur terre-plein en béton armé ép. 12 cm', 'm²', 50],
          ['Chape ciment ép. 5 cm', 'm²', 25],
          ['Isolant sous dallage en polystyrène extrudé', 'm²', 20],
        ],
      ],
    ],
  ],
  [
    'Charpente',
    [
      [
        'Charpente bois',
        [
          ['Charpente traditionnelle en sapin traité', 'm³', 1200],
          ['Fermette industrielle', 'U', 150],
          ['Panne en bois lamellé-collé', 'ml', 60],
          ['Chevrons en sapin traité', 'm²', 20],
          ['Traitement insecticide et fongicide des bois', 'm²', 10],
        ],
      ],
      [
        'Charpente métallique',
        [
          ['Ossature en acier profilé, fourniture et pose', 'kg', 5],
          ['Protection anticorrosion par peinture', 'm²', 15],
          ['Platine d’ancrage et scellement chimique', 'U', 60],
        ],
      ],
      [
        'Ouvrages annexes',
        [
          ['Trappe d’accès aux combles', 'U', 250],
          ['Plancher de comble en panneaux de particules', 'm²', 30],
          ['Échafaudage de pied', 'm²', 10],
        ],
      ],
    ],
  ],
  [
    'Couverture – zinguerie',
    [
      [
        'Couvertures',
        [
          ['Couverture en tuiles terre cuite à emboîtement', 'm²', 60],
          ['Couverture en ardoises naturelles', 'm²', 110],
          ['Couverture en bac acier', 'm²', 45],
          ['Écran de sous-toiture HPV', 'm²', 8],
          ['Liteaunage et contre-liteaunage', 'm²', 12],
        ],
      ],
      [
        'Zinguerie',
        [
          ['Gouttière pendante en zinc', 'ml', 45],
          ['Descente d’eaux pluviales en zinc DN 80', 'ml', 40],
          ['Faîtage scellé', 'ml', 40],
          ['Noue en zinc', 'ml', 60],
          ['Solin et abergement de cheminée', 'U', 450],
        ],
      ],
      [
        'Toitures-terrasses',
        [
          ['Étanchéité bicouche élastomère', 'm²', 55],
          ['Isolant de toiture-terrasse en PIR ép. 120 mm', 'm²', 40],
          ['Relevé d’étanchéité', 'ml', 35],
          ['Protection lourde en gravillons', 'm²', 15],
        ],
      ],
    ],
  ],
  [
    'Menuiseries extérieures',
    [
      [
        'Fenêtres',
        [
          ['Fenêtre PVC 1 vantail 60 × 75 cm', 'U', 350],
          ['Fenêtre PVC 2 vantaux 120 × 125 cm', 'U', 650],
          ['Fenêtre aluminium 2 vantaux 120 × 135 cm', 'U', 950],
          ['Châssis fixe aluminium', 'm²', 450],
          ['Fenêtre de toit 78 × 98 cm avec raccord', 'U', 800],
        ],
      ],
      [
        'Portes et baies',
        [
          ['Porte d’entrée aluminium vitrée', 'U', 2500],
          ['Baie coulissante aluminium 240 × 215 cm', 'U', 2200],
          ['Porte de service métallique', 'U', 900],
          ['Porte de garage sectionnelle motorisée', 'U', 1800],
        ],
      ],
      [
        'Occultations',
        [
          ['Volet roulant électrique', 'U', 500],
          ['Volet battant en bois', 'U', 350],
          ['Brise-soleil orientable', 'm²', 250],
          ['Garde-corps en aluminium', 'ml', 250],
        ],
      ],
    ],
  ],
  [
    'Cloisons – doublages – plafonds',
    [
      [
        'Cloisons',
        [
          ['Cloison en plaques de plâtre 72/48', 'm²', 40],
          ['Cloison en plaques de plâtre 98/48 isolée', 'm²', 50],
          ['Cloison en carreaux de plâtre ép. 7 cm', 'm²', 45],
          ['Plus-value plaque hydrofuge en pièce humide', 'm²', 5],
        ],
      ],
      [
        'Doublages',
        [
          ['Doublage collé plâtre et polystyrène 10+100', 'm²', 35],
          ['Doublage sur ossature avec laine minérale ép. 120 mm', 'm²', 50],
          ['Contre-cloison en plaques de plâtre sur fourrures', 'm²', 35],
        ],
      ],
      [
        'Plafonds',
        [
          ['Plafond en plaques de plâtre sur ossature', 'm²', 40],
          ['Faux plafond en dalles minérales 60 × 60', 'm²', 35],
          ['Isolation des combles en laine soufflée ép. 300 mm', 'm²', 25],
          ['Trappe de visite en plafond', 'U', 90],
          ['Joue de soffite en plaques de plâtre', 'ml', 30],
        ],
      ],
    ],
  ],
  [
    'Menuiseries intérieures',
    [
      [
        'Portes',
        [
          ['Bloc-porte isoplane 83 × 204 cm', 'U', 250],
          ['Bloc-porte coupe-feu EI 30', 'U', 550],
          ['Bloc-porte acoustique', 'U', 700],
          ['Porte coulissante à galandage', 'U', 600],
          ['Butée de porte', 'U', 10],
        ],
      ],
      [
        'Placards et agencements',
        [
          ['Façade de placard coulissante', 'm²', 150],
          ['Aménagement intérieur de placard', 'ml', 120],
          ['Tablette en bois massif', 'ml', 50],
        ],
      ],
      [
        'Escaliers et habillages',
        [
          ['Escalier quart tournant en bois', 'U', 3500],
          ['Main courante en bois', 'ml', 80],
          ['Plinthe en bois peinte', 'ml', 10],
          ['Habillage de tableau en bois', 'ml', 25],
        ],
      ],
    ],
  ],
  [
    'Revêtements de sols – faïence',
    [
      [
        'Carrelage',
        [
          ['Carrelage grès cérame 45 × 45 collé', 'm²', 55],
          ['Carrelage grès cérame 60 × 60 rectifié', 'm²', 70],
          ['Plinthe carrelée', 'ml', 12],
          ['Faïence murale 20 × 40', 'm²', 50],
          ['Système d’étanchéité sous carrelage', 'm²', 25],
        ],
      ],
      [
        'Sols souples',
        [
          ['Revêtement PVC en lés', 'm²', 35],
          ['Sol stratifié sur sous-couche', 'm²', 30],
          ['Moquette en dalles', 'm²', 30],
          ['Ragréage autolissant', 'm²', 15],
        ],
      ],
      [
        'Parquets et accessoires',
        [
          ['Parquet contrecollé chêne flottant', 'm²', 60],
          ['Parquet massif chêne cloué', 'm²', 90],
          ['Barre de seuil', 'U', 20],
          ['Tapis-brosse encastré', 'U', 150],
        ],
      ],
    ],
  ],
  [
    'Peinture',
    [
      [
        'Préparation des fonds',
        [
          ['Impression des plaques de plâtre', 'm²', 4],
          ['Enduit de lissage', 'm²', 10],
          ['Ponçage et rebouchage', 'm²', 5],
        ],
      ],
      [
        'Peintures intérieures',
        [
          ['Peinture acrylique mate sur murs, deux couches', 'm²', 12],
          ['Peinture acrylique satinée en pièce humide', 'm²', 15],
          ['Peinture de plafond mate, deux couches', 'm²', 13],
          ['Peinture sur boiseries', 'm²', 20],
          ['Peinture sur canalisations', 'ml', 8],
          ['Toile de verre à peindre', 'm²', 14],
        ],
      ],
      [
        'Peintures extérieures',
        [
          ['Peinture de façade pliolite', 'm²', 25],
          ['Lasure sur bois extérieurs', 'm²', 20],
          ['Peinture sur serrurerie extérieure', 'm²', 30],
          ['Nettoyage haute pression de façade', 'm²', 8],
        ],
      ],
    ],
  ],
  [
    'Plomberie – sanitaires',
    [
      [
        'Réseaux',
        [
          ['Alimentation en multicouche DN 16', 'ml', 20],
          ['Alimentation en cuivre DN 14', 'ml', 30],
          ['Évacuation PVC DN 40', 'ml', 20],
          ['Évacuation PVC DN 100', 'ml', 35],
          ['Nourrice de distribution et vannes', 'ens', 350],
        ],
      ],
      [
        'Appareils sanitaires',
        [
          ['WC suspendu avec bâti-support', 'U', 650],
          ['WC au sol à réservoir attenant', 'U', 350],
          ['Lavabo sur colonne avec mitigeur', 'U', 350],
          ['Meuble vasque avec mitigeur', 'U', 700],
          ['Receveur de douche extra-plat et paroi', 'U', 900],
          ['Baignoire acrylique avec habillage', 'U', 800],
          ['Évier inox deux bacs avec mitigeur', 'U', 400],
        ],
      ],
      [
        'Production d’eau chaude',
        [
          ['Chauffe-eau électrique 200 l', 'U', 800],
          ['Chauffe-eau thermodynamique 200 l', 'U', 2500],
          ['Groupe de sécurité et raccordements', 'U', 150],
          ['Essais et mise en service', 'forfait', 300],
        ],
      ],
    ],
  ],
  [
    'Électricité',
    [
      [
        'Distribution',
        [
          ['Tableau électrique équipé', 'U', 1200],
          ['Liaison équipotentielle et mise à la terre', 'forfait', 400],
          ['Câble R2V 3G2,5 sous conduit', 'ml', 8],
          ['Chemin de câbles en tôle perforée', 'ml', 25],
          ['Gaine technique logement', 'U', 500],
        ],
      ],
      [
        'Appareillage',
        [
          ['Prise de courant 16 A encastrée', 'U', 50],
          ['Point lumineux en plafond', 'U', 60],
          ['Interrupteur simple allumage', 'U', 45],
          ['Interrupteur va-et-vient', 'U', 55],
          ['Prise RJ45 catégorie 6', 'U', 60],
          ['Détecteur de fumée autonome', 'U', 40],
        ],
      ],
      [
        'Éclairage et courants faibles',
        [
          ['Luminaire LED encastré 600 × 600', 'U', 150],
          ['Bloc autonome d’éclairage de sécurité', 'U', 120],
          ['Hublot LED extérieur', 'U', 90],
          ['Interphone audio', 'U', 350],
          ['Heure de mise en service et essais', 'h', 55],
        ],
      ],
    ],
  ],
  [
    'CVC',
    [
      [
        'Chauffage',
        [
          ['Chaudière gaz à condensation 25 kW', 'U', 4000],
          ['Pompe à chaleur air-eau 8 kW', 'U', 9000],
          ['Radiateur acier à panneaux', 'U', 350],
          ['Plancher chauffant basse température', 'm²', 60],
          ['Radiateur sèche-serviettes électrique', 'U', 400],
          ['Thermostat d’ambiance programmable', 'U', 200],
        ],
      ],
      [
        'Ventilation',
        [
          ['VMC simple flux hygroréglable', 'U', 900],
          ['VMC double flux', 'U', 4000],
          ['Bouche d’extraction hygroréglable', 'U', 60],
          ['Gaine de ventilation isolée DN 125', 'ml', 20],
          ['Entrée d’air en menuiserie', 'U', 25],
        ],
      ],
      [
        'Climatisation et réseaux',
        [
          ['Climatiseur split mural 3,5 kW', 'U', 1800],
          ['Liaison frigorifique cuivre isolée', 'ml', 45],
          ['Calorifugeage de tuyauterie', 'ml', 15],
          ['Réseau de chauffage en cuivre', 'ml', 35],
          ['Équilibrage des réseaux et mise en service', 'forfait', 600],
        ],
      ],
    ],
  ],
];

const code = (i: number) => String(i + 1).padStart(2, '0');

/** The starter library as one install: lots 01 to 12, chapters and articles numbered in order. */
export const STARTER_LIBRARY: LibraryContent = {
  lots: LOTS.map(([title, chapters], l) => ({
    code: code(l),
    title,
    chapters: chapters.map(([chapterTitle, lines], c) => ({
      code: code(c),
      title: chapterTitle,
      articles: lines.map(([designation, unite, prix_unitaire], a) => ({
        code: code(a),
        designation,
        unite,
        prix_unitaire,
        vatRate: DEFAULT_VAT_RATE,
        actif: true,
        tags: [],
      })),
    })),
  })),
};
