import { Button } from '../../../components/Button';
import { Heading, Text } from '../../../components/Typography';
import { shellFr } from '../../../i18n/projects.fr';
import * as styles from './Shell.css';

const t = shellFr;

export interface DataWayOutProps {
  /** Opens « Sauvegarde » (export, or restore a backup over the data); left out, not offered. @default undefined */
  onBackup?: (() => void) | undefined;
  /** Opens « Espace de stockage »; left out, not offered. @default undefined */
  onStorage?: (() => void) | undefined;
  /** Signs out; left out, not offered. @default undefined */
  onSignOut?: (() => void) | undefined;
}

/**
 * « Vos données », on a workspace page that failed (the error page's slot, src/screens/PageError): whatever the data
 * holds, its person can still save it or restore a backup over it, see the storage, and sign out — the settings menu's
 * actions, in the page, by keyboard after « Recharger la page ».
 */
export function DataWayOut({ onBackup, onStorage, onSignOut }: DataWayOutProps) {
  const offered: [string, (() => void) | undefined][] = [
    [t.menu.backup, onBackup],
    [t.menu.storage, onStorage],
    [t.menu.signOut, onSignOut],
  ];
  return (
    <section className={styles.wayOut} aria-labelledby="data-way-out">
      <Heading level={2} size="lg" id="data-way-out">
        {t.wayOut.title}
      </Heading>
      <Text tone="muted">{t.wayOut.lead}</Text>
      <div className={styles.wayOutActions}>
        {offered.map(([label, onPress]) =>
          onPress ? (
            <Button key={label} variant="secondary" onPress={onPress}>
              {label}
            </Button>
          ) : null,
        )}
      </div>
    </section>
  );
}
