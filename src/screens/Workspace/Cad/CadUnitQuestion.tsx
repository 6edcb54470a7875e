import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Dialog, Heading } from 'react-aria-components';
import { Button } from '../../../components/Button';
import { Checkbox } from '../../../components/Checkbox';
import { ModalFrame } from '../../../components/Modal';
import * as modalStyles from '../../../components/Modal/Modal.css';
import { RadioGroup } from '../../../components/RadioGroup';
import { CAD_UNITS, type CadUnit } from '../../../domain/cad/types';
import { cadPanelsFr } from '../../../i18n/cadPanels.fr';
import { unitQuestionDetail } from '../../../i18n/cadPanelsMessages';
import { interpolate, pluralForm } from '../../../i18n/format';
import * as styles from './Cad.css';

const t = cadPanelsFr.unitQuestion;

const UNIT_ITEMS = CAD_UNITS.map((unit) => ({ value: unit, label: cadPanelsFr.unitChoice[unit] }));

const isCadUnit = (value: string): value is CadUnit => (CAD_UNITS as readonly string[]).includes(value);

/** A CAD file without a unit Metr takes, waiting for the person's answer. */
export interface CadUnitAsked {
  /** The import item's id. */
  readonly id: string;
  readonly name: string;
  /** The file's raw `$INSUNITS` (CadDrawing.insUnits): 0 « sans unité », an unknown code, or null when absent. */
  readonly insUnits: number | null;
}

export interface CadUnitQuestionProps {
  /** The files waiting for this answer, in order: the first is asked; empty: the dialog is closed. */
  readonly questions: readonly CadUnitAsked[];
  /** « Importer » with a unit; `applyToOthers` when the others waiting take it too. */
  readonly onImport: (id: string, unit: CadUnit, applyToOthers: boolean) => void;
  /** « Ne pas importer ce fichier », Escape: nothing of it is saved, the rest of the batch goes on. */
  readonly onSkip: (id: string) => void;
}

function Question({
  asked,
  others,
  onImport,
  onSkip,
  descriptionId,
}: { asked: CadUnitAsked; others: number; descriptionId: string } & Pick<CadUnitQuestionProps, 'onImport' | 'onSkip'>) {
  const [unit, setUnit] = useState<CadUnit | null>(null);
  const [isInvalid, setIsInvalid] = useState(false);
  const [applyToOthers, setApplyToOthers] = useState(false);
  const group = useRef<HTMLDivElement>(null);
  const detail = unitQuestionDetail(asked.insUnits);

  const focusChoices = () => group.current?.querySelector<HTMLInputElement>('input[type="radio"]')?.focus();
  // The question is answered by a choice: the focus starts on the units (the dialog's own focus comes after, and
  // keeps a focus already inside).
  useEffect(focusChoices, []);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (unit === null) {
      setIsInvalid(true);
      focusChoices();
      return;
    }
    onImport(asked.id, unit, applyToOthers && others > 0);
  };

  return (
    <form onSubmit={onSubmit} className={styles.dialogBody} noValidate>
      <p id={descriptionId} className={styles.dialogText}>
        {interpolate(t.message, { name: asked.name })}
        {detail !== null && ` ${detail}`}
      </p>
      <div ref={group}>
        <RadioGroup
          label={t.field}
          description={t.description}
          items={UNIT_ITEMS}
          value={unit}
          onChange={(value) => {
            if (!isCadUnit(value)) return;
            setUnit(value);
            setIsInvalid(false);
          }}
          isInvalid={isInvalid}
          errorMessage={t.required}
        />
      </div>
      {others > 0 && (
        <Checkbox isSelected={applyToOthers} onChange={setApplyToOthers}>
          {interpolate(pluralForm(t.applyToOthers, others), { count: others })}
        </Checkbox>
      )}
      <div className={styles.dialogActions}>
        <Button variant="secondary" onPress={() => onSkip(asked.id)}>
          {t.skip}
        </Button>
        <Button variant="primary" type="submit">
          {t.import}
        </Button>
      </div>
    </form>
  );
}

/**
 * « Dans quelle unité ce plan est-il dessiné ? »: a CAD file that does not say its unit (or says one Metr does not
 * take) is asked about once, before anything of it is saved — mm, cm, m, pouce, pied — with what the file said.
 * « Importer » without a choice says so under the choices; « Ne pas importer ce fichier » and Escape leave it out.
 * One file at a time; when more wait for the same question, a checkbox gives them this answer too.
 */
export function CadUnitQuestion({ questions, onImport, onSkip }: CadUnitQuestionProps) {
  const current = questions[0];
  // RAC wires a description to aria-describedby only for alert dialogs: done here, as Modal does.
  const descriptionId = useId();
  return (
    <ModalFrame
      isOpen={current !== undefined}
      onClose={() => current && onSkip(current.id)}
      isDismissable={false}
      size="md"
    >
      {current && (
        // A new dialog per file: its choice starts empty, and screen readers hear the new question.
        <Dialog key={current.id} className={modalStyles.dialog} aria-describedby={descriptionId}>
          <Heading slot="title" className={modalStyles.heading}>
            {t.title}
          </Heading>
          <Question
            asked={current}
            others={questions.length - 1}
            onImport={onImport}
            onSkip={onSkip}
            descriptionId={descriptionId}
          />
        </Dialog>
      )}
    </ModalFrame>
  );
}
