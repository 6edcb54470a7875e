import { useId } from 'react';
import { Button } from '../../../components/Button';
import { ProgressBar } from '../../../components/ProgressBar';
import { countingFr } from '../../../i18n/counting.fr';
import { countingErrorMessage } from '../../../i18n/countingMessages';
import { interpolate, pluralForm } from '../../../i18n/format';
import * as styles from './Counting.css';
import type { OtherSheetSearch } from './types';

const t = countingFr.review;

function sheetStateText(sheet: OtherSheetSearch): string {
  switch (sheet.state) {
    case 'waiting':
      return t.sheetWaiting;
    case 'running':
      return t.sheetRunning;
    case 'done': {
      const found = sheet.found ?? 0;
      return found === 0 ? t.sheetNone : interpolate(pluralForm(t.sheetDone, found), { count: found });
    }
    case 'cancelled':
      return t.sheetCancelled;
    case 'failed':
      return t.sheetFailed;
  }
}

/**
 * The search of the project's other sheets, sheet by sheet: waiting, running (a bar, named by the sheet), done with
 * its count, failed with its French message, or cancelled. A list, each sheet's state in words.
 */
export function OtherSheetsProgress({
  sheets,
  onOpenSheet,
}: {
  readonly sheets: readonly OtherSheetSearch[];
  /** « Revoir »: a sheet done with proposals, its review opened there. */
  readonly onOpenSheet?: ((sheetId: string) => void) | undefined;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h3 id={headingId} className={styles.legend}>
        {t.otherSheets}
      </h3>
      <ul className={styles.sheets}>
        {sheets.map((sheet) => (
          <li key={sheet.sheetId} className={styles.sheet}>
            {sheet.state === 'running' ? (
              <ProgressBar
                label={sheet.sheetName}
                isIndeterminate={sheet.fraction === null}
                {...(sheet.fraction !== null && { value: Math.min(Math.round(sheet.fraction * 100), 99) })}
                showValueLabel={sheet.fraction !== null}
              />
            ) : (
              <>
                <span className={styles.sheetLine}>
                  <span className={styles.sheetName}>{sheet.sheetName}</span>
                  <span className={styles.sheetState}>{sheetStateText(sheet)}</span>
                </span>
                {onOpenSheet && sheet.state === 'done' && (sheet.found ?? 0) > 0 && (
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={interpolate(t.openSheetName, { sheet: sheet.sheetName })}
                    onPress={() => onOpenSheet(sheet.sheetId)}
                  >
                    {t.openSheet}
                  </Button>
                )}
                {sheet.state === 'failed' && (
                  <p className={styles.sheetFailed}>{countingErrorMessage(sheet.error ?? 'unknown')}</p>
                )}
              </>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
