import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { interpolate } from '../../../i18n/format';
import { sharingFr } from '../../../i18n/sharing.fr';
import * as styles from './Sharing.css';

const t = sharingFr.conflict;

export interface ConflictNoteProps {
  /** The colleague whose change was kept. */
  readonly by: string;
  /** The field, as the properties name it: « Hauteur ». */
  readonly field: string;
  /** When, as words: « à 14 h 32 », « il y a 2 minutes ». */
  readonly when: string;
  /** The kept value and yours, formatted. */
  readonly theirs: string;
  readonly mine: string;
  /** Put your value back (one undoable change, seen by the colleague). */
  readonly onKeepMine: () => void;
  /** Keep theirs: the note goes. */
  readonly onKeepTheirs: () => void;
}

/**
 * In a measurement's properties, when a colleague changed the same field at the same time: whose value was kept,
 * yours, and the choice. Nothing is decided behind the person's back.
 */
export function ConflictNote({ by, field, when, theirs, mine, onKeepMine, onKeepTheirs }: ConflictNoteProps) {
  return (
    <Alert tone="warning" title={t.title}>
      <div className={styles.conflict}>
        <p className={styles.text}>{interpolate(t.body, { name: by, field, when })}</p>
        <ul className={styles.conflictValues}>
          <li className={styles.text}>{interpolate(t.theirs, { value: theirs })}</li>
          <li className={styles.text}>{interpolate(t.mine, { value: mine })}</li>
        </ul>
        <div className={styles.actions}>
          <Button variant="secondary" size="sm" onPress={onKeepMine}>
            {t.keepMine}
          </Button>
          <Button variant="ghost" size="sm" onPress={onKeepTheirs}>
            {t.keepTheirs}
          </Button>
        </div>
      </div>
    </Alert>
  );
}
