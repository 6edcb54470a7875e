import { shareActionFr } from '../../../i18n/shareAction.fr';
import * as styles from './SharedBadge.css';

/** « Partagé »: a shared project's badge, in the project list and on its page (its words are in the first load). */
export function SharedBadge() {
  return <span className={styles.badge}>{shareActionFr.badge}</span>;
}
