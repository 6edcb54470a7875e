import { Dialog, DialogTrigger, Popover } from 'react-aria-components';
import { Alert } from '../../../components/Alert';
import { Button } from '../../../components/Button';
import { Icon } from '../../../components/Icon/workspace';
import { ProgressBar } from '../../../components/ProgressBar';
import { RadioGroup } from '../../../components/RadioGroup';
import { ToggleButton } from '../../../components/ToggleButton';
import { FILL_GAP_LIMITS } from '../../../domain/selection/drafts';
import type { RunFace } from '../../../domain/selection/types';
import { PICK_KEY } from '../../../domain/takeoff/tools/pick';
import { fail, ok, type Result } from '../../../domain/takeoff/types';
import { interpolate } from '../../../i18n/format';
import { formatQuantity, parseIssueMessage, parseLength } from '../../../i18n/numbers';
import { selectionErrorMessage, selectionFr } from '../../../i18n/selection.fr';
import { CommitField } from '../Measure/CommitField';
import { formatDimension } from '../Measure/PropertiesPanel';
import * as styles from './PickControls.css';
import type { PickControlsProps, PickStatus } from './types';

const t = selectionFr.tool;

function parseGap(text: string): Result<number, string> {
  const parsed = parseLength(text, 'm');
  if (!parsed.ok) return fail(parseIssueMessage(parsed.error));
  if (parsed.value > FILL_GAP_LIMITS.max) {
    return fail(interpolate(t.gapTooLarge, { max: formatQuantity(FILL_GAP_LIMITS.max, 'm') }));
  }
  return ok(parsed.value);
}

/** The mode's one setting as a button under the plan that opens it in a popover: the row stays one row. */
function Setting({ text, title, children }: { text: string; title: string; children: React.ReactNode }) {
  return (
    <DialogTrigger>
      <Button variant="secondary" size="sm" className={styles.button}>
        {text}
        <Icon name="chevronDown" size="sm" />
      </Button>
      <Popover placement="top start" className={styles.popover}>
        <Dialog aria-label={title} className={styles.dialog}>
          {children}
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}

function Status({ status, onCancel }: { status: PickStatus; onCancel: () => void }) {
  switch (status.kind) {
    case 'idle':
      return null;
    case 'preparing':
      return (
        <>
          <ProgressBar
            className={styles.progressBar}
            label={t.preparing}
            isIndeterminate={status.fraction === null}
            {...(status.fraction !== null && { value: Math.min(Math.round(status.fraction * 100), 99) })}
          />
          <Button variant="secondary" size="sm" aria-label={t.cancelPreparing} onPress={onCancel}>
            {t.cancel}
          </Button>
        </>
      );
    case 'working':
      return <span>{t.working}</span>;
    case 'pending':
      return <span>{interpolate(status.count === 1 ? t.pendingOne : t.pendingMany, { count: status.count })}</span>;
    case 'error':
      return (
        <Alert tone="warning" live="off">
          {selectionErrorMessage(status.code)}
        </Alert>
      );
  }
}

/**
 * Under the plan while a path tool is active: its plan-element mode (« Remplissage (F) » for the area and volume
 * tools, « Élément du plan (F) » for the length and wall tools), the mode's setting (the openings a fill closes, a
 * double line's axis or face), and what the mode is doing — the sheet being read with a bar and « Annuler », rooms
 * waiting for Shift's release, or why the last click took nothing. The status is a live region: a keyboard user
 * hears the refusal where a pointer user sees it.
 */
export function PickControls({
  kind,
  isActive,
  isDisabled = false,
  onActiveChange,
  gap,
  onGapChange,
  face,
  onFaceChange,
  status,
  onCancel,
}: PickControlsProps) {
  if (kind === null) return null;
  return (
    <div className={styles.root}>
      <ToggleButton
        size="sm"
        isSelected={isActive}
        isDisabled={isDisabled}
        aria-keyshortcuts={PICK_KEY.toUpperCase()}
        onChange={onActiveChange}
      >
        {t.toggle[kind]}
      </ToggleButton>
      {isActive && kind === 'fill' && (
        <Setting text={interpolate(t.gapButton, { value: formatQuantity(gap, 'm') })} title={t.gap}>
          <CommitField label={t.gap} text={formatDimension(gap)} parse={parseGap} onCommit={onGapChange} />
          <p className={styles.help}>{t.gapHelp}</p>
        </Setting>
      )}
      {isActive && kind === 'run' && (
        <Setting text={interpolate(t.faceButton, { face: t.faces[face] })} title={t.face}>
          <RadioGroup
            label={t.face}
            description={t.faceHelp}
            value={face}
            onChange={(value) => onFaceChange(value as RunFace)}
            items={(['axis', 'face'] as const).map((value) => ({ value, label: t.faces[value] }))}
          />
        </Setting>
      )}
      <div className={styles.status} role="status">
        {isActive && <Status status={status} onCancel={onCancel} />}
      </div>
    </div>
  );
}
