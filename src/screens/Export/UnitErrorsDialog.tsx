/**
 * Before an export, when some measurements feed an article in another unit than the article's (issue 24): they are
 * not counted, so the DPGF would be short of them. The dialog lists them and asks: « Corriger » (back to the page,
 * to the first of them) or « Exporter sans ces mesures ». An alert dialog: focus starts on « Corriger », the answer
 * that loses nothing; Escape is « Corriger » too. Pure: the list in, the answer out.
 */
import { Dialog, Heading } from 'react-aria-components';
import { Button } from '../../components/Button';
import { ModalFrame } from '../../components/Modal';
import * as modalStyles from '../../components/Modal/Modal.css';
import { interpolate, pluralForm } from '../../i18n/format';
import { libraryFr } from '../../i18n/library.fr';
import * as styles from './UnitErrorsDialog.css';

const t = libraryFr.exportUnitErrors;

export interface UnitErrorsDialogProps {
  readonly isOpen: boolean;
  /** One sentence each: « Ch. 144 – sol (A01) : 15,24 m² pour Plinthe, en ml ». */
  readonly errors: readonly { readonly id: string; readonly label: string }[];
  /** « Exporter sans ces mesures ». */
  readonly onExportAnyway: () => void;
  /** « Corriger », Escape. */
  readonly onCorrect: () => void;
}

export function UnitErrorsDialog({ isOpen, errors, onExportAnyway, onCorrect }: UnitErrorsDialogProps) {
  return (
    <ModalFrame isOpen={isOpen} onOpenChange={(open) => !open && onCorrect()} size="md" isDismissable={false}>
      <Dialog role="alertdialog" className={modalStyles.dialog}>
        <Heading slot="title" className={modalStyles.heading}>
          {interpolate(pluralForm(t.title, errors.length), { count: errors.length })}
        </Heading>
        <div className={styles.body}>
          <p className={styles.message}>{t.message}</p>
          <ul className={styles.list} aria-label={t.listLabel}>
            {errors.map((error, index) => (
              <li key={`${error.id}:${index}`}>{error.label}</li>
            ))}
          </ul>
          <div className={styles.actions}>
            {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the APG alertdialog pattern: focus on the answer that loses nothing */}
            <Button variant="primary" onPress={onCorrect} autoFocus>
              {t.correct}
            </Button>
            <Button variant="secondary" onPress={onExportAnyway}>
              {t.exportAnyway}
            </Button>
          </div>
        </div>
      </Dialog>
    </ModalFrame>
  );
}
