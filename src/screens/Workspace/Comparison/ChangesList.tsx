import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import { Button } from '../../../components/Button';
import { ToggleButton } from '../../../components/ToggleButton';
import { CHANGE_STATUSES, type ChangeRegion } from '../../../domain/comparison/types';
import { comparisonFr } from '../../../i18n/comparison.fr';
import { interpolate, pluralForm } from '../../../i18n/format';
import { formatNumber, formatQuantity } from '../../../i18n/numbers';
import * as styles from './Comparison.css';
import type { ChangesListProps } from './types';

const t = comparisonFr.changes;

const MM_PER_POINT = 25.4 / 72;

/** A region's size: on site when the sheet is calibrated (« 1,20 m × 0,80 m »), else on paper in millimetres. */
export function regionSize(region: Pick<ChangeRegion, 'box'>, metresPerPoint: number | null): string {
  const { width, height } = region.box;
  if (metresPerPoint !== null && metresPerPoint > 0) {
    return interpolate(t.sizeSite, {
      width: formatQuantity(width * metresPerPoint, 'm'),
      height: formatQuantity(height * metresPerPoint, 'm'),
    });
  }
  return interpolate(t.sizePaper, {
    width: formatNumber(width * MM_PER_POINT, 0),
    height: formatNumber(height * MM_PER_POINT, 0),
  });
}

/** « 3 à vérifier sur 5 », or « Les 5 modifications sont revues. » once none is left to check. */
export function changesCount(regions: readonly Pick<ChangeRegion, 'status'>[]): string {
  const toCheck = regions.filter((r) => r.status === 'toCheck').length;
  const count = regions.length;
  return toCheck === 0
    ? interpolate(pluralForm(t.allReviewed, count), { count })
    : interpolate(pluralForm(t.count, count), { toCheck, count });
}

/** The region after (or before) `id` in the list, wrapping neither way; the first (or last) when none is focused. */
export function steppedRegion(regions: readonly ChangeRegion[], id: string | null, by: 1 | -1): string | null {
  if (regions.length === 0) return null;
  const index = id === null ? -1 : regions.findIndex((r) => r.id === id);
  if (index < 0) return (by === 1 ? regions[0] : regions[regions.length - 1])?.id ?? null;
  return regions[Math.min(Math.max(index + by, 0), regions.length - 1)]?.id ?? null;
}

const NEXT_KEYS = new Set(['ArrowDown', 'j', 'J']);
const PREVIOUS_KEYS = new Set(['ArrowUp', 'k', 'K']);

/**
 * The changes between the two indices as a short list to review: each region numbered, its kind and size, its status
 * as three pressed-or-not buttons (« À vérifier », « Vu », « Ignoré »), and the measurements it touches. The focus
 * steps from one region to the next with ↑ ↓ or J K (as in a mail reader), « Précédente » and « Suivante » do the same
 * without moving the focus; each step tells `onFocusRegion`, and the route frames the region on the plan. The count
 * (« 3 à vérifier sur 5 ») is a live region: a status set is heard.
 */
export function ChangesList({
  regions,
  measurements = {},
  metresPerPoint = null,
  focusedId,
  onFocusRegion,
  onStatusChange,
  readOnly = false,
}: ChangesListProps) {
  const titleId = useId();
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  // The region the plan shows is kept in view in a long list, whoever chose it (« Suivante », J on the plan).
  useEffect(() => {
    if (focusedId === null) return;
    // Optional: jsdom has no scrollIntoView.
    buttons.current.get(focusedId)?.scrollIntoView?.({ block: 'nearest' });
  }, [focusedId]);

  const onKeyDown = (event: KeyboardEvent<HTMLOListElement>) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const by = NEXT_KEYS.has(event.key) ? 1 : PREVIOUS_KEYS.has(event.key) ? -1 : 0;
    if (by === 0) return;
    const from = (event.target as Element).closest<HTMLElement>('[data-region]')?.dataset['region'] ?? focusedId;
    const next = steppedRegion(regions, from ?? null, by);
    if (next === null) return;
    event.preventDefault();
    // Focusing the row's button tells the route (its onFocus), once.
    buttons.current.get(next)?.focus();
  };

  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {t.title}
        </h2>
        <p className={styles.caption} role="status">
          {regions.length === 0 ? '' : changesCount(regions)}
        </p>
      </div>

      {regions.length === 0 ? (
        <div className={styles.empty}>
          <p className={styles.emptyTitle}>{t.empty}</p>
          <p className={styles.text}>{t.emptyHelp}</p>
        </div>
      ) : (
        <>
          <div className={styles.actions}>
            <Button
              variant="secondary"
              size="sm"
              onPress={() => {
                const id = steppedRegion(regions, focusedId, -1);
                if (id !== null) onFocusRegion(id);
              }}
              aria-keyshortcuts="K"
            >
              {t.previous}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              onPress={() => {
                const id = steppedRegion(regions, focusedId, 1);
                if (id !== null) onFocusRegion(id);
              }}
              aria-keyshortcuts="J"
            >
              {t.next}
            </Button>
          </div>
          {/* The keys are read on the list as they bubble up from its buttons: the list itself takes no focus. */}
          {/* eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions */}
          <ol className={styles.list} aria-label={t.listLabel} onKeyDown={onKeyDown}>
            {regions.map((region, index) => {
              const number = index + 1;
              const isCurrent = region.id === focusedId;
              const touched = measurements[region.id] ?? [];
              return (
                <li key={region.id} className={styles.item({ isCurrent })} data-region={region.id}>
                  <AriaButton
                    ref={(element) => {
                      if (element) buttons.current.set(region.id, element);
                      else buttons.current.delete(region.id);
                    }}
                    className={styles.itemButton}
                    aria-current={isCurrent ? 'true' : undefined}
                    onFocus={() => {
                      if (!isCurrent) onFocusRegion(region.id);
                    }}
                    onPress={() => onFocusRegion(region.id)}
                  >
                    <span className={styles.itemTitle}>
                      {interpolate(t.rowTitle, { number, kind: t.kinds[region.kind] })}
                    </span>
                    <span className={styles.caption}>{regionSize(region, metresPerPoint)}</span>
                  </AriaButton>
                  <div role="group" aria-label={interpolate(t.statusLabel, { number })} className={styles.statusGroup}>
                    {CHANGE_STATUSES.map((status) => (
                      <ToggleButton
                        key={status}
                        size="sm"
                        isSelected={region.status === status}
                        isDisabled={readOnly}
                        onChange={(isSelected) => {
                          // Pressing the status it has does nothing: a status is always one of the three.
                          if (isSelected) onStatusChange(region.id, status);
                        }}
                      >
                        {t.statuses[status]}
                      </ToggleButton>
                    ))}
                  </div>
                  {touched.length === 0 ? (
                    <p className={styles.hint}>{t.noMeasurement}</p>
                  ) : (
                    <>
                      <p className={styles.hint}>
                        {interpolate(pluralForm(t.measurements, touched.length), { count: touched.length })}
                      </p>
                      <ul className={styles.touched}>
                        {touched.map((label, i) => (
                          <li key={`${i}-${label}`} className={styles.touchedItem}>
                            {label}
                          </li>
                        ))}
                      </ul>
                    </>
                  )}
                </li>
              );
            })}
          </ol>
          <p className={styles.hint}>{t.keyboardHint}</p>
        </>
      )}
    </section>
  );
}
