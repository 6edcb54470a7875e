/**
 * Team sharing's entry points on the project page and the project list: the only words of it in the workspace's
 * first load (the rest, sharing.fr.ts, loads with the share dialog and the « Partagés avec moi » group).
 */
export const shareActionFr = {
  /** The project's action that opens the share dialog. */
  action: 'Partager ce projet',
  /** Beside a shared project's name. */
  badge: 'Partagé',
} as const;
