import { useRef, useState } from 'react';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { Icon } from '../../../components/Icon';
import { Modal } from '../../../components/Modal';
import { Select } from '../../../components/Select';
import type { IndicePage, PagePairing } from '../../../domain/comparison/types';
import { comparisonFr } from '../../../i18n/comparison.fr';
import { interpolate, pluralForm } from '../../../i18n/format';
import { formatNumber } from '../../../i18n/numbers';
import * as styles from './Comparison.css';
import type { PairingDialogProps, PairingSheet } from './types';

const t = comparisonFr.pairing;

/** The select's key for « Nouvelle feuille » (a sheet id is never empty nor starts with a colon). */
const NEW_SHEET = ':new';

const MM_PER_POINT = 25.4 / 72;

/** « 841 × 594 mm »: a page's paper, whole millimetres. */
export function paperSize(width: number, height: number): string {
  return interpolate(t.size, {
    width: formatNumber(width * MM_PER_POINT, 0),
    height: formatNumber(height * MM_PER_POINT, 0),
  });
}

/**
 * Whether a page is of another size than the sheet it is paired with: more than 2 % apart on either side (a
 * re-plot of the same format differs by a few points; A1 and A0 differ by 41 %). Orientation counts: a page turned
 * a quarter is another layout.
 */
export function isOtherSize(page: Pick<IndicePage, 'width' | 'height'>, sheet: Pick<PairingSheet, 'width' | 'height'>) {
  const apart = (a: number, b: number) => Math.abs(a - b) > 0.02 * Math.max(a, b);
  return apart(page.width, sheet.width) || apart(page.height, sheet.height);
}

/** For each page index, the page number (1-based) that already took its sheet, when another one did. */
export function duplicatePages(pairings: readonly PagePairing[]): ReadonlyMap<number, number> {
  const firstBySheet = new Map<string, number>();
  const duplicates = new Map<number, number>();
  for (const p of [...pairings].sort((a, b) => a.pageIndex - b.pageIndex)) {
    if (p.sheetId === null) continue;
    const first = firstBySheet.get(p.sheetId);
    if (first === undefined) firstBySheet.set(p.sheetId, p.pageIndex);
    else duplicates.set(p.pageIndex, first + 1);
  }
  return duplicates;
}

/**
 * Importing a PDF as a new indice: each page of the file with the project sheet it becomes the new indice of (or
 * « Nouvelle feuille »), why it was paired (« même numéro », « même nom », « ordre des pages », « choisi »), a warning
 * when its paper is of another size than the sheet's, and a sheet chosen twice refused at its row. When nothing could
 * be paired, the dialog says so and the selects are the manual way. « Importer l’indice B » checks on press: the first
 * refused row takes the focus.
 */
export function PairingDialog({
  isOpen,
  fileName,
  indice,
  pages,
  sheets,
  pairings,
  onPairingChange,
  onConfirm,
  onCancel,
  isPending = false,
}: PairingDialogProps) {
  const [showNothingChosen, setShowNothingChosen] = useState(false);
  const listRef = useRef<HTMLUListElement>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const byPage = new Map(pairings.map((p) => [p.pageIndex, p]));
  const sheetById = new Map(sheets.map((s) => [s.id, s]));
  const duplicates = duplicatePages(pairings);
  const paired = pairings.filter((p) => p.sheetId !== null).length;
  const options = [
    { id: NEW_SHEET, label: t.newSheet },
    ...sheets.map((s) => ({
      id: s.id,
      label: s.indice ? interpolate(t.sheetOption, { name: s.name, indice: s.indice }) : s.name,
    })),
  ];

  const confirm = () => {
    if (duplicates.size > 0) {
      // The first refused row's select (its trigger button), as a form moves the focus to its first error.
      const invalid = listRef.current?.querySelector<HTMLElement>('[data-invalid] button');
      invalid?.focus();
      return;
    }
    if (paired === 0) {
      setShowNothingChosen(true);
      alertRef.current?.focus();
      return;
    }
    onConfirm();
  };

  return (
    <Modal
      isOpen={isOpen}
      onClose={onCancel}
      isDismissable={false}
      size="lg"
      title={interpolate(t.title, { file: fileName })}
      description={t.intro}
    >
      <div className={styles.panel}>
        {paired === 0 && (
          <div ref={alertRef} tabIndex={-1}>
            <Alert tone={showNothingChosen ? 'danger' : 'warning'} title={t.nothingPairedTitle} live="off">
              {showNothingChosen ? t.nothingChosen : t.nothingPaired}
            </Alert>
          </div>
        )}
        <ul ref={listRef} className={styles.pairingList} aria-label={t.pagesLabel}>
          {pages.map((page) => {
            const pairing = byPage.get(page.pageIndex);
            const sheetId = pairing?.sheetId ?? null;
            const sheet = sheetId === null ? undefined : sheetById.get(sheetId);
            const duplicateOf = duplicates.get(page.pageIndex);
            const number = page.pageIndex + 1;
            return (
              <li key={page.pageIndex} className={styles.pairingRow}>
                <div className={styles.pageInfo}>
                  <span className={styles.pageName}>{page.name}</span>
                  <span className={styles.caption}>
                    {interpolate(t.pageNumber, { number })}
                    {page.number !== undefined && ` · ${interpolate(t.pageSheetNumber, { number: page.number })}`}
                  </span>
                  <span className={styles.caption}>{paperSize(page.width, page.height)}</span>
                </div>
                <div className={styles.pairingChoice}>
                  <Select
                    label={interpolate(t.sheetLabel, { number, indice })}
                    items={options}
                    selectedKey={sheetId ?? NEW_SHEET}
                    onSelectionChange={(key) => {
                      if (key === null) return;
                      onPairingChange(page.pageIndex, key === NEW_SHEET ? null : String(key));
                    }}
                    isInvalid={duplicateOf !== undefined}
                    errorMessage={
                      duplicateOf === undefined ? undefined : interpolate(t.duplicate, { page: duplicateOf })
                    }
                    isDisabled={isPending}
                  />
                  {sheetId !== null && pairing?.reason !== undefined && (
                    <p className={styles.caption}>
                      {interpolate(t.reasonLabel, { reason: t.reasons[pairing.reason] })}
                    </p>
                  )}
                  {sheet !== undefined && isOtherSize(page, sheet) && (
                    <p className={styles.warning}>
                      <Icon name="alert" size="sm" />
                      <span>
                        {interpolate(t.sizeWarning, {
                          pageSize: paperSize(page.width, page.height),
                          sheetSize: paperSize(sheet.width, sheet.height),
                        })}
                      </span>
                    </p>
                  )}
                </div>
              </li>
            );
          })}
        </ul>
        <p className={styles.caption} role="status">
          {interpolate(pluralForm(t.summary, paired), { paired, count: pages.length })}
        </p>
        <div className={styles.footer}>
          <Button variant="secondary" onPress={onCancel} isDisabled={isPending}>
            {t.cancel}
          </Button>
          <Button variant="primary" onPress={confirm} isPending={isPending}>
            {interpolate(t.confirm, { indice })}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
