import { Alert } from '../../components/Alert';

/** A short French outcome (a backup downloaded, a file refused), with its tone. */
export interface Notice {
  readonly tone: 'success' | 'danger' | 'info';
  readonly message: string;
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
        </Alert>
      )}
    </div>
  );
}
