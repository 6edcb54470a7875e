import { useId } from 'react';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { GlyphButton } from '../../../patterns/GlyphButton';
import { Icon } from '../../../components/Icon/workspace';
import { ProgressBar } from '../../../components/ProgressBar';
import { Heading, type HeadingLevel } from '../../../components/Typography';
import { interpolate } from '../../../i18n/format';
import { importFr } from '../../../i18n/import.fr';
import { formatBytes, importItemFailure, importOutcome, importStepLabel } from '../../../i18n/importMessages';
import { isCancellable, isSettled, type ImportItem } from '../../../workspace/import/types';
import * as styles from './Import.css';

const t = importFr.progress;

export interface ImportProgressListProps {
  items: readonly ImportItem[];
  onCancel: (id: string) => void;
  onCancelAll: () => void;
  onDismiss: (id: string) => void;
  onClearSettled: () => void;
  /** @default 3 */
  headingLevel?: HeadingLevel;
}

function ItemRow({
  item,
  onCancel,
  onDismiss,
}: { item: ImportItem } & Pick<ImportProgressListProps, 'onCancel' | 'onDismiss'>) {
  const step = importStepLabel(item);
  const size = formatBytes(item.size);
  const settled = isSettled(item);
  return (
    <li className={styles.item} data-step={item.step}>
      <div className={styles.itemBody}>
        {settled ? (
          <>
            <p className={styles.fileName}>{item.name}</p>
            {item.step === 'failed' ? (
              <p className={styles.meta}>{size}</p>
            ) : (
              <p
                className={[styles.outcome, item.step === 'done' ? styles.outcomeSuccess : styles.outcomeMuted].join(
                  ' ',
                )}
              >
                {item.step === 'done' && <Icon name="success" size="sm" />}
                <span>
                  {importOutcome(item)}
                  <span className={styles.outcomeMuted}> · {size}</span>
                </span>
              </p>
            )}
          </>
        ) : (
          <>
            {/* The step is the bar's value text: screen readers hear « Analyse de la page 2 sur 14… », not a bare
                percentage; the line under the bar shows it with the size. */}
            <ProgressBar
              label={<span className={styles.fileName}>{item.name}</span>}
              value={item.progress * 100}
              valueLabel={step ?? undefined}
            />
            <p className={styles.meta}>
              {size} · <span aria-hidden="true">{step}</span>
            </p>
          </>
        )}
      </div>
      {isCancellable(item) ? (
        <GlyphButton
          icon="close"
          label={interpolate(t.cancel, { name: item.name })}
          onPress={() => onCancel(item.id)}
        />
      ) : (
        settled && (
          <GlyphButton
            icon="close"
            label={interpolate(t.dismiss, { name: item.name })}
            onPress={() => onDismiss(item.id)}
          />
        )
      )}
      {item.step === 'failed' && (
        // Announced once by the panel's live region; the alert itself stays quiet so it is not read twice.
        <Alert tone="danger" live="off" className={styles.failure}>
          {importItemFailure(item).message}
          <p className={styles.hint}>{importItemFailure(item).hint}</p>
        </Alert>
      )}
    </li>
  );
}

/** The files of the imports of this session: a determinate bar per running file, then how each one ended. */
export function ImportProgressList({
  items,
  onCancel,
  onCancelAll,
  onDismiss,
  onClearSettled,
  headingLevel = 3,
}: ImportProgressListProps) {
  const headingId = useId();
  const cancellable = items.filter(isCancellable).length;
  const settled = items.filter(isSettled).length;
  if (items.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <div className={styles.sectionHeader}>
        <Heading level={headingLevel} id={headingId} className={styles.sectionHeading}>
          {t.heading}
        </Heading>
        <div className={styles.sectionActions}>
          {cancellable > 1 && (
            <Button variant="ghost" size="sm" onPress={onCancelAll}>
              {t.cancelAll}
            </Button>
          )}
          {settled > 0 && (
            <Button variant="ghost" size="sm" onPress={onClearSettled}>
              {t.clear}
            </Button>
          )}
        </div>
      </div>
      <ul className={styles.list}>
        {items.map((item) => (
          <ItemRow key={item.id} item={item} onCancel={onCancel} onDismiss={onDismiss} />
        ))}
      </ul>
    </section>
  );
}
