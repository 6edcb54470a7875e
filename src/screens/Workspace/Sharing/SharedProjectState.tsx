import { Button } from '../../../components/Button';
import { ButtonLink } from '../../../components/ButtonLink';
import { Icon } from '../../../components/Icon/workspace';
import { ProgressBar } from '../../../components/ProgressBar';
import { Text } from '../../../components/Typography';
import { PageTitle } from '../../../patterns/PageLayout';
import { sharingFr } from '../../../i18n/sharing.fr';
import * as styles from './Sharing.css';

const t = sharingFr.project;

/**
 * A shared project's page while it is not in this browser: `arriving` (opened from the server, its rows on their
 * way), `checking` (is it shared with this person?), or why it cannot be had here: nobody signed in, no access, the
 * server out of reach. Nothing is created locally in the last three.
 */
export type SharedProjectStateKind = 'checking' | 'arriving' | 'signedOut' | 'noAccess' | 'offline';

export interface SharedProjectStateProps {
  readonly kind: SharedProjectStateKind;
  /** The project list. */
  readonly backHref: string;
  /** Offered when the server was out of reach. */
  readonly onRetry?: () => void;
}

export function SharedProjectState({ kind, backHref, onRetry }: SharedProjectStateProps) {
  if (kind === 'checking') {
    return (
      <div className={styles.page}>
        <Text tone="muted" role="status">
          {t.checking}
        </Text>
      </div>
    );
  }
  if (kind === 'arriving') {
    return (
      <div className={styles.page}>
        <PageTitle>{t.arriving.title}</PageTitle>
        <Text tone="muted">{t.arriving.body}</Text>
        <ProgressBar label={t.arriving.status} isIndeterminate className={styles.progress} />
      </div>
    );
  }
  const copy = t[kind];
  return (
    <div className={styles.page}>
      <PageTitle>{copy.title}</PageTitle>
      <Text tone="muted">{copy.body}</Text>
      <div className={styles.actions}>
        <ButtonLink href={backHref} variant="secondary">
          <Icon name="arrowLeft" size="sm" />
          {t.back}
        </ButtonLink>
        {kind === 'offline' && onRetry && (
          <Button variant="ghost" onPress={onRetry}>
            {t.retry}
          </Button>
        )}
      </div>
    </div>
  );
}
