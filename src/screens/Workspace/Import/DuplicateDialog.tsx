import { useState } from 'react';
import { Dialog, Heading, Text } from 'react-aria-components';
import { Button } from '../../../components/Button';
import { Checkbox } from '../../../components/Checkbox';
import { Icon } from '../../../components/Icon/workspace';
import { ModalFrame } from '../../../components/Modal';
import * as alertStyles from '../../../components/AlertDialog/AlertDialog.css';
import * as modalStyles from '../../../components/Modal/Modal.css';
import { importFr } from '../../../i18n/import.fr';
import { duplicateMessage, pluralize } from '../../../i18n/importMessages';
import type { DuplicateAnswer, ImportItem } from '../../../workspace/import/types';
import * as styles from './Import.css';

const t = importFr.duplicate;

type Questioned = Extract<ImportItem, { step: 'question' }>;

export interface DuplicateDialogProps {
  /** Every file waiting for this answer, in order: the first is asked, the others can share its answer. */
  questions: readonly Questioned[];
  onAnswer: (id: string, answer: DuplicateAnswer, applyToOthers: boolean) => void;
}

/**
 * « Already in this project: skip it, or add it as a new revision? » An alert dialog, one file at a time; when more
 * files wait for the same question, a checkbox gives them this answer too. Its buttons answer explicitly (no
 * close slot: RAC reports a close before the pressed button's handler, which would answer twice); Escape skips,
 * the answer that changes nothing.
 */
export function DuplicateDialog({ questions, onAnswer }: DuplicateDialogProps) {
  const [applyToOthers, setApplyToOthers] = useState(false);
  const current = questions[0];
  const others = questions.length - 1;
  const answer = (value: DuplicateAnswer) => {
    if (!current) return;
    onAnswer(current.id, value, applyToOthers && others > 0);
    setApplyToOthers(false);
  };
  return (
    <ModalFrame isOpen={current !== undefined} onClose={() => answer('skip')} isDismissable={false} size="md">
      {current && (
        // A new dialog per file: focus goes back to « Ignorer » and screen readers hear the new question.
        <Dialog key={current.id} role="alertdialog" className={modalStyles.dialog}>
          <div className={alertStyles.header}>
            <Icon name="info" size="lg" className={alertStyles.toneIcon({ tone: 'info' })} />
            <Heading slot="title" className={modalStyles.heading}>
              {t.title}
            </Heading>
          </div>
          <div className={styles.dialogBody}>
            <Text slot="description" elementType="p" className={styles.dialogText}>
              {duplicateMessage(current.name, current.question)}
            </Text>
            <p className={styles.dialogHint}>{t.revisionHint}</p>
            {others > 0 && (
              <Checkbox isSelected={applyToOthers} onChange={setApplyToOthers}>
                {pluralize(t.applyToOthers, others)}
              </Checkbox>
            )}
          </div>
          <div className={styles.dialogActions}>
            {/* The APG alert dialog's initial focus: on the answer that changes nothing. */}
            {/* eslint-disable-next-line jsx-a11y/no-autofocus -- see above */}
            <Button variant="secondary" onPress={() => answer('skip')} autoFocus>
              {t.skip}
            </Button>
            <Button variant="primary" onPress={() => answer('revision')}>
              {t.revision}
            </Button>
          </div>
        </Dialog>
      )}
    </ModalFrame>
  );
}
