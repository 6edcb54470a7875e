import { useId } from 'react';
import { Button } from '../../../components/Button';
import { Icon } from '../../../components/Icon';
import { comparisonFr } from '../../../i18n/comparison.fr';
import { interpolate, pluralForm } from '../../../i18n/format';
import * as styles from './Comparison.css';
import type { CarriedItem, CarryReviewProps } from './types';

const t = comparisonFr.carry;

const LIST = new Intl.ListFormat('fr-FR', { style: 'long', type: 'conjunction' });

/** « Touchée par la modification 2 et la modification 4 ». */
export function touchedBy(item: Pick<CarriedItem, 'regionNumbers'>): string {
  return interpolate(t.regions, {
    regions: LIST.format(item.regionNumbers.map((number) => interpolate(t.regionName, { number }))),
  });
}

/**
 * The measurements carried from the previous indice that a change touches, flagged « à vérifier »: each with
 * « Accepter » (as carried), « Modifier » (the route selects it on the plan) and « Supprimer », and « Accepter tout ».
 * The count is a live region; once none is left, the panel says the carry-over is checked.
 */
export function CarryReview({
  previous,
  current,
  items,
  silentCount,
  onAccept,
  onEdit,
  onDelete,
  onAcceptAll,
  readOnly = false,
}: CarryReviewProps) {
  const titleId = useId();
  const countId = useId();
  const toCheck = items.filter((item) => item.review === 'toCheck');
  const carried = items.length + silentCount;
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {t.title}
        </h2>
        <p className={styles.caption} role="status" id={countId}>
          {interpolate(pluralForm(t.count, carried), { toCheck: toCheck.length, count: carried })}
        </p>
        {silentCount > 0 && (
          <p className={styles.caption}>{interpolate(pluralForm(t.silent, silentCount), { count: silentCount })}</p>
        )}
      </div>

      {toCheck.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>
            <Icon name="success" size="sm" /> {t.done}
          </p>
          <p className={styles.text}>{t.doneHelp}</p>
        </div>
      ) : (
        <>
          <p className={styles.text}>{interpolate(t.intro, { old: previous, new: current })}</p>
          {!readOnly && (
            <div className={styles.actions}>
              <Button variant="primary" size="sm" onPress={onAcceptAll} aria-describedby={countId}>
                {t.acceptAll}
              </Button>
            </div>
          )}
          <ul className={styles.list} aria-label={t.listLabel}>
            {toCheck.map((item) => (
              <li key={item.id} className={styles.item({ isCurrent: false })}>
                <span className={styles.itemTitle}>{item.label}</span>
                {item.regionNumbers.length > 0 && <span className={styles.caption}>{touchedBy(item)}</span>}
                {!readOnly && (
                  <span className={styles.actions}>
                    <Button
                      variant="secondary"
                      size="sm"
                      onPress={() => onAccept(item.id)}
                      aria-label={interpolate(t.acceptLabel, { measurement: item.label })}
                    >
                      {t.accept}
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      onPress={() => onEdit(item.id)}
                      aria-label={interpolate(t.editLabel, { measurement: item.label })}
                    >
                      {t.edit}
                    </Button>
                    <Button
                      variant="ghost"
                      size="sm"
                      onPress={() => onDelete(item.id)}
                      aria-label={interpolate(t.deleteLabel, { measurement: item.label })}
                    >
                      {t.delete}
                    </Button>
                  </span>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
