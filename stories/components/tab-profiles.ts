/** The three profiles of the landing, as tabs: the items both tab stories show. */
export const profiles: { id: string; label: string; content: string }[] = [
  {
    id: 'metreurs',
    label: 'Métreurs & Économistes',
    content: 'Vos quantités relevées sur plan en quelques clics, prêtes pour le DPGF.',
  },
  {
    id: 'bet',
    label: 'Bureaux d’études & Ingénierie',
    content: 'Comparez deux indices d’un même plan et retrouvez chaque modification.',
  },
  {
    id: 'prix',
    label: 'Ingénieurs Études de Prix',
    content: 'Chiffrez plus vite\u00a0: métrés, bordereaux et exports vers vos outils de prix.',
  },
];

/** The same profiles with long labels, for the stories that check the labels wrap. */
export const longProfiles: { id: string; label: string; content: string }[] = [
  {
    id: 'metreurs',
    label: 'Métreurs & Économistes de la construction, tous corps d’état',
    content: 'Vos quantités relevées sur plan en quelques clics, prêtes pour le DPGF.',
  },
  {
    id: 'bet',
    label: 'Bureaux d’études techniques & Ingénierie structure et fluides',
    content: 'Comparez deux indices d’un même plan et retrouvez chaque modification.',
  },
  {
    id: 'prix',
    label: 'Ingénieurs Études de Prix en entreprise générale',
    content: 'Chiffrez plus vite\u00a0: métrés, bordereaux et exports vers vos outils de prix.',
  },
];
