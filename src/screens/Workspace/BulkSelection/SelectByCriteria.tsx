/**
 * « Sélectionner… » (issue 26, item 4): a button above the sheet's measurement table opening a small dialog that
 * selects the sheet's measurements by kind, by the PDF layer they were taken from (offered only when some were taken
 * from the plan's drawing), by a label pattern, by colour, and « non reliées à un article » — the criteria combined —
 * or all of them. The count that would be selected is said as the criteria change; the selection made is announced
 * (a live region next to the button). Pure: the measurements in, the ids chosen out (the container sets the selection
 * the select tool and the table share). The matching rules live in src/domain/selection/criteria.ts.
 */
import { useMemo, useState } from 'react';
import { Button } from '../../../components/Button';
import { Checkbox } from '../../../components/Checkbox';
import { DialogTrigger, Modal } from '../../../components/Modal';
import { TextField } from '../../../components/TextField';
import { layersOf, presentValues, selectByCriteria, type SelectionCriteria } from '../../../domain/selection/criteria';
import { MEASUREMENT_KINDS, PALETTE_KEYS, type Measurement } from '../../../domain/takeoff/types';
import { interpolate } from '../../../i18n/format';
import { measureFr } from '../../../i18n/measure.fr';
import { formatNumber } from '../../../i18n/numbers';
import { bulkSelectionFr } from '../../../i18n/selection.fr';
import * as styles from './SelectByCriteria.css';

const t = bulkSelectionFr.criteria;

export interface SelectByCriteriaProps {
  /** The sheet's measurements, in the table's order. */
  readonly measurements: readonly Measurement[];
  /** The ids chosen: the new selection. */
  readonly onSelect: (ids: readonly string[]) => void;
  /** Open at first (stories). @default false */
  readonly defaultOpen?: boolean;
  /**
   * How many measurements are selected now: the announcement of a selection made here goes once the selection is
   * another size (a click on the plan changed it). @default undefined (kept until the dialog opens again)
   */
  readonly selectionSize?: number;
}

const countText = (forms: { zero: string; one: string; other: string }, count: number) =>
  interpolate(count === 0 ? forms.zero : count === 1 ? forms.one : forms.other, { count: formatNumber(count, 0) });

function toggle<T>(list: readonly T[], value: T, on: boolean): T[] {
  return on ? [...list.filter((v) => v !== value), value] : list.filter((v) => v !== value);
}

export function SelectByCriteria({
  measurements,
  onSelect,
  defaultOpen = false,
  selectionSize,
}: SelectByCriteriaProps) {
  const [criteria, setCriteria] = useState<SelectionCriteria>({});
  const [announcement, setAnnouncement] = useState<{ count: number; text: string } | null>(null);
  const announced =
    announcement && (selectionSize === undefined || selectionSize === announcement.count) ? announcement.text : '';
  const layers = useMemo(() => layersOf(measurements), [measurements]);
  const present = useMemo(() => presentValues(measurements), [measurements]);
  const kinds = MEASUREMENT_KINDS.filter((k) => present.kinds.includes(k));
  const colors = PALETTE_KEYS.filter((c) => present.colors.includes(c));
  const matching = useMemo(() => selectByCriteria(measurements, criteria), [measurements, criteria]);
  const choose = (ids: readonly string[], close: () => void) => {
    onSelect(ids);
    setAnnouncement({ count: ids.length, text: countText(t.selected, ids.length) });
    close();
  };
  const set = (patch: Partial<SelectionCriteria>) => setCriteria((current) => ({ ...current, ...patch }));

  return (
    <div className={styles.bar}>
      <DialogTrigger defaultOpen={defaultOpen} onOpenChange={(open) => open && setAnnouncement(null)}>
        <Button variant="secondary" size="sm" aria-label={t.openLabel} isDisabled={measurements.length === 0}>
          {t.open}
        </Button>
        <Modal title={t.title} description={t.intro} size="sm">
          {({ close }) => (
            <form
              className={styles.form}
              onSubmit={(event) => {
                event.preventDefault();
                if (matching.length > 0) choose(matching, close);
              }}
            >
              <fieldset className={styles.group}>
                <legend className={styles.legend}>{t.kinds}</legend>
                {kinds.map((kind) => (
                  <Checkbox
                    key={kind}
                    isSelected={criteria.kinds?.includes(kind) ?? false}
                    onChange={(on) => set({ kinds: toggle(criteria.kinds ?? [], kind, on) })}
                  >
                    {measureFr.kinds[kind]}
                  </Checkbox>
                ))}
              </fieldset>
              {layers.length > 0 && (
                <fieldset className={styles.group}>
                  <legend className={styles.legend}>{t.layers}</legend>
                  <p className={styles.help}>{t.layersHelp}</p>
                  {layers.map((layer) => (
                    <Checkbox
                      key={layer}
                      isSelected={criteria.layers?.includes(layer) ?? false}
                      onChange={(on) => set({ layers: toggle(criteria.layers ?? [], layer, on) })}
                    >
                      {layer}
                    </Checkbox>
                  ))}
                </fieldset>
              )}
              <TextField
                label={t.label}
                description={t.labelHelp}
                value={criteria.label ?? ''}
                onChange={(label) => set({ label })}
              />
              <fieldset className={styles.group}>
                <legend className={styles.legend}>{t.colors}</legend>
                {colors.map((color) => (
                  <Checkbox
                    key={color}
                    isSelected={criteria.colors?.includes(color) ?? false}
                    onChange={(on) => set({ colors: toggle(criteria.colors ?? [], color, on) })}
                  >
                    <span className={styles.swatch[color]} aria-hidden="true" />
                    {measureFr.colors[color]}
                  </Checkbox>
                ))}
              </fieldset>
              <Checkbox isSelected={criteria.unlinkedOnly ?? false} onChange={(unlinkedOnly) => set({ unlinkedOnly })}>
                {t.unlinked}
              </Checkbox>
              <p role="status" className={styles.count}>
                {countText(t.match, matching.length)}
              </p>
              <div className={styles.actions}>
                <Button type="submit" variant="primary" isDisabled={matching.length === 0}>
                  {t.select}
                </Button>
                <Button
                  variant="secondary"
                  onPress={() =>
                    choose(
                      measurements.map((m) => m.id),
                      close,
                    )
                  }
                >
                  {t.selectAll}
                </Button>
                <Button variant="ghost" onPress={close}>
                  {t.cancel}
                </Button>
              </div>
            </form>
          )}
        </Modal>
      </DialogTrigger>
      <p role="status" className={styles.announced}>
        {announced}
      </p>
    </div>
  );
}
