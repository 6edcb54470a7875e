import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { ButtonLink } from '../../../components/ButtonLink';
import { Icon } from '../../../components/Icon/workspace';
import { Text } from '../../../components/Typography';
import { PageTitle } from '../../../patterns/PageLayout';
import { projectsFr, shellFr } from '../../../i18n/projects.fr';
import * as styles from './Projects.css';

export interface NotFoundStateProps {
  /** A project that does not exist (back to the list), or a sheet that does not (back to its project). */
  kind: 'project' | 'sheet';
  /** Where the way back leads. */
  backHref: string;
}

/**
 * What a deep link to something that is not there shows (the server answers 200 for the pattern; the app decides):
 * « Projet introuvable » or « Plan introuvable », why it may be so, and the way back.
 */
export function NotFoundState({ kind, backHref }: NotFoundStateProps) {
  const t = kind === 'project' ? projectsFr.notFound : projectsFr.sheetNotFound;
  return (
    <div className={styles.state}>
      <PageTitle className={styles.title}>{t.title}</PageTitle>
      <Text tone="muted">{t.body}</Text>
      <ButtonLink href={backHref} variant="secondary">
        <Icon name="arrowLeft" size="sm" />
        {t.back}
      </ButtonLink>
    </div>
  );
}

export interface LoadingStateProps {
  message: string;
}

/** While a page's data loads: a polite status, nothing that jumps. */
export function LoadingState({ message }: LoadingStateProps) {
  return (
    <div className={styles.state}>
      <Text tone="muted" role="status">
        {message}
      </Text>
    </div>
  );
}

export interface ErrorStateProps {
  /** The French explanation (the browser's storage could not be opened or read). */
  message: string;
  onRetry: () => void;
}

/** The workspace could not be read: why, and « Réessayer » (space freed, private browsing left…). */
export function ErrorState({ message, onRetry }: ErrorStateProps) {
  return (
    <div className={styles.state}>
      <Alert tone="danger">{message}</Alert>
      <div>
        <Button variant="secondary" onPress={onRetry}>
          {shellFr.retry}
        </Button>
      </div>
    </div>
  );
}
