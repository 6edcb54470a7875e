/** For tests and stories only: the jobs a Select is tested and shown with (the sign-up's « Métier »). */
export const JOBS = [
  { id: 'economiste', label: 'Économiste' },
  { id: 'ingenieur', label: 'Ingénieur' },
  { id: 'architecte', label: 'Architecte' },
  { id: 'autre', label: 'Autre' },
];
