import { Alert } from '../../components/Alert';
import * as styles from './LiveNotice.css';

/** A short French outcome (a backup downloaded, a file refused), with its tone. */
export interface Notice {
  readonly tone: 'success' | 'danger' | 'info';
  readonly message: string;
  /** What the message is about, one sentence each (a refused backup's problems), listed under it. */
  readonly details?: readonly string[];
}

/**
 * Where an outcome appears: the live region is always in the document (a region inserted with its message is not
 * reliably announced), and the message comes into it as an alert that does not announce itself a second time.
 */
export function LiveNotice({ notice }: { readonly notice?: Notice | null }) {
  return (
    <div role="status" aria-live="polite">
      {notice && (
        <Alert tone={notice.tone} live="off">
          {notice.message}
          {notice.details && notice.details.length > 0 && (
            <ul className={styles.details}>
              {notice.details.map((detail, index) => (
                // Sentences may repeat (two rows with the same problem): their place is their identity.
                <li key={index}>{detail}</li>
              ))}
            </ul>
          )}
        </Alert>
      )}
    </div>
  );
}
