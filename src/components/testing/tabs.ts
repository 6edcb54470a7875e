/** For tests only: the three profiles' tabs (a label, a panel text) both tab components are tested with. */
export const PROFILE_TABS = [
  { id: 'metreurs', label: 'Métreurs & Économistes', content: 'Des quantités fiables en quelques clics.' },
  { id: 'bet', label: 'Bureaux d’études & Ingénierie', content: 'Vos plans comparés version après version.' },
  { id: 'prix', label: 'Ingénieurs Études de Prix', content: 'Des chiffrages prêts pour l’appel d’offres.' },
];
