import { useId } from 'react';
import type { Key } from 'react-aria-components';
import {
  Label,
  Slider,
  SliderOutput,
  SliderThumb,
  SliderTrack,
  Switch,
  ToggleButtonGroup,
} from 'react-aria-components';
import { Alert } from '../../../components/Alert';
import { Animation } from '../../../components/Animation';
import { comparison } from '../../../components/Animation/generated/comparison';
import { Button } from '../../../components/Button';
import { ProgressBar } from '../../../components/ProgressBar';
import { ToggleButton } from '../../../components/ToggleButton';
import { OVERLAY_MODES, type OverlayMode, type SheetAlignment } from '../../../domain/comparison/types';
import {
  comparisonErrorMessage,
  comparisonFr,
  comparisonRecovery,
  comparisonStageLabel,
} from '../../../i18n/comparison.fr';
import { interpolate } from '../../../i18n/format';
import { formatPercent } from '../../../i18n/numbers';
import type { ComparisonProgressMessage } from '../../../workers/comparison/protocol';
import * as styles from './Comparison.css';
import { legendColour } from './colours';
import type { ComparePanelProps } from './types';

const t = comparisonFr.panel;

/** Below this, the alignment line says to check the overlay (the engine's auto estimates are ≥ 0.9 when right). */
export const LOW_CONFIDENCE = 0.8;

/** The worker's stages in the order they come, for « Étape 3 sur 7 ». */
const STAGE_ORDER = ['open', 'renderOld', 'renderNew', 'align', 'diff', 'regions', 'pictures'] as const;

/** Both indices rendered at once (each in its own thread) are steps 2 and 3 together: « Étape 3 sur 7 ». */
function stageIndex(progress: ComparisonProgressMessage): number {
  const key = progress.stage === 'render' ? (progress.which === 'old' ? 'renderOld' : 'renderNew') : progress.stage;
  return STAGE_ORDER.indexOf(key);
}

/** The previous indices after the current one: « Indice B (courant) · A ». */
export function indiceHistory(current: string, history: readonly string[]): string {
  const head = interpolate(t.currentIndice, { indice: current });
  if (history.length === 0) return head;
  const previous = history.reduce((a, b) => interpolate(t.historyJoin, { a, b }));
  return interpolate(t.history, { current: head, previous });
}

/** « Calage automatique · confiance 97 % », « Calage à la main · deux paires de points ». */
export function alignmentLine(alignment: SheetAlignment | null): string {
  if (alignment === null) return t.alignment.none;
  if (alignment.method === 'manual') return t.alignment.manual;
  return interpolate(t.alignment.auto, { confidence: formatPercent(alignment.confidence, 0) });
}

const BLEND_STEP = 0.05;
const PERCENT: Intl.NumberFormatOptions = { style: 'percent', maximumFractionDigits: 0 };

function BlendSlider({
  previous,
  current,
  blend,
  onBlendChange,
}: Pick<ComparePanelProps, 'previous' | 'current' | 'blend' | 'onBlendChange'>) {
  const text = formatPercent(blend, 0);
  return (
    <Slider
      className={styles.slider}
      value={blend}
      minValue={0}
      maxValue={1}
      step={BLEND_STEP}
      formatOptions={PERCENT}
      // Rounded to the step: 0.7, not 0.7000000000000001 (a key press adds 0.05 to a float).
      onChange={(value) => onBlendChange(Math.round(value / BLEND_STEP) * BLEND_STEP)}
    >
      <div className={styles.sliderHeader}>
        <Label>{interpolate(t.slider, { old: previous, new: current })}</Label>
        <SliderOutput className={styles.sliderOutput}>{() => text}</SliderOutput>
      </div>
      <SliderTrack className={styles.sliderTrack}>
        <SliderThumb className={styles.sliderThumb} />
      </SliderTrack>
      <div className={styles.sliderEnds} aria-hidden="true">
        <span>{interpolate(t.sliderOld, { indice: previous })}</span>
        <span>{interpolate(t.sliderNew, { indice: current })}</span>
      </div>
    </Slider>
  );
}

/**
 * The comparison under way: two indices sliding into alignment (decorative, still under reduced motion), its stage in
 * words (« Rendu de l’indice A… »), a bar that fills while the diff counts its bands and sweeps otherwise, « Étape 2
 * sur 7 » under it, and « Annuler ».
 */
function Progress({
  progress,
  indices,
  onCancel,
}: {
  progress: ComparisonProgressMessage;
  indices: { old: string; new: string };
  onCancel: () => void;
}) {
  const fraction = progress.stage === 'diff' && progress.total > 0 ? progress.done / progress.total : null;
  return (
    <div className={styles.section}>
      <div className={styles.progress}>
        <Animation animation={comparison} size="sm" />
        <ProgressBar
          className={styles.progressBar}
          label={comparisonStageLabel(progress, indices)}
          isIndeterminate={fraction === null}
          // Never « Terminé » while the comparison runs: the result, not the bar, says it is over.
          {...(fraction !== null && { value: Math.min(Math.round(fraction * 100), 99) })}
          showValueLabel={fraction !== null}
        />
        <Button variant="secondary" size="sm" aria-label={t.cancelLabel} onPress={onCancel}>
          {t.cancel}
        </Button>
      </div>
      <p className={styles.caption}>
        {interpolate(t.step, { step: stageIndex(progress) + 1, count: STAGE_ORDER.length })}
      </p>
    </div>
  );
}

function Legend({ palette }: Pick<ComparePanelProps, 'palette'>) {
  return (
    <ul className={styles.legend} aria-label={t.legendLabel}>
      {(['unchanged', 'removed', 'added'] as const).map((role) => (
        <li key={role} className={styles.legendItem}>
          <span className={styles.swatch} aria-hidden="true">
            <span className={styles.swatchInk} style={{ background: legendColour(role, palette) }} />
          </span>
          {t.legend[role]}
        </li>
      ))}
    </ul>
  );
}

/**
 * The sheet's comparison panel: its current indice and history, the view (« Ancien », « Nouveau », « Superposition »,
 * « Curseur ») as a segmented control, the slider between the two indices in « Curseur », the overlay's legend in the
 * chosen palette with the colour-blind switch, the alignment and its confidence with « Caler à la main »; while the
 * comparison runs, its stage and « Annuler »; when it failed, why and the manual way.
 */
export function ComparePanel({
  current,
  history,
  previous,
  mode,
  onModeChange,
  blend,
  onBlendChange,
  palette,
  onPaletteChange,
  alignment,
  onManualAlign,
  status,
  onCancel,
  onRetry,
  readOnly = false,
}: ComparePanelProps) {
  const titleId = useId();
  const isRunning = status.kind === 'progress';
  const onSelectionChange = (keys: Set<Key>) => {
    const [next] = [...keys];
    const found = OVERLAY_MODES.find((m) => m === next);
    if (found) onModeChange(found);
  };
  return (
    <section className={styles.panel} aria-labelledby={titleId}>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {t.title}
        </h2>
        <p className={styles.caption}>{indiceHistory(current, history)}</p>
      </div>

      {status.kind === 'progress' && (
        <Progress progress={status.progress} indices={{ old: previous, new: current }} onCancel={onCancel} />
      )}

      {status.kind === 'error' && (
        <Alert tone="danger" title={t.errorTitle} live="off">
          <span className={styles.section}>
            <span>{comparisonErrorMessage(status.code)}</span>
            {!readOnly && comparisonRecovery(status.code) !== 'none' && (
              <span className={styles.actions}>
                {comparisonRecovery(status.code) === 'manualAlign' ? (
                  <Button variant="secondary" size="sm" onPress={onManualAlign}>
                    {t.manualAlign}
                  </Button>
                ) : (
                  <Button variant="secondary" size="sm" onPress={onRetry}>
                    {t.retry}
                  </Button>
                )}
              </span>
            )}
          </span>
        </Alert>
      )}

      <ToggleButtonGroup
        aria-label={t.modeLabel}
        selectionMode="single"
        disallowEmptySelection
        selectedKeys={[mode]}
        onSelectionChange={onSelectionChange}
        className={styles.segmented}
        isDisabled={isRunning}
      >
        {OVERLAY_MODES.map((m: OverlayMode) => (
          <ToggleButton key={m} id={m} size="sm" className={styles.segment}>
            {t.modes[m]}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>

      {mode === 'slider' && (
        <BlendSlider previous={previous} current={current} blend={blend} onBlendChange={onBlendChange} />
      )}

      {(mode === 'overlay' || mode === 'slider') && <Legend palette={palette} />}

      <Switch
        className={styles.switchRoot}
        isSelected={palette === 'orangeBlue'}
        onChange={(isSelected) => onPaletteChange(isSelected ? 'orangeBlue' : 'redGreen')}
      >
        <span className={styles.switchTrack} aria-hidden="true">
          <span className={styles.switchHandle} />
        </span>
        <span className={styles.header}>
          <span>{t.palette}</span>
          <span className={styles.caption}>{t.paletteHelp}</span>
        </span>
      </Switch>

      <div className={styles.section}>
        <p className={styles.text}>{alignmentLine(alignment)}</p>
        {alignment !== null && alignment.method === 'auto' && alignment.confidence < LOW_CONFIDENCE && (
          <p className={styles.warning}>{t.alignment.lowConfidence}</p>
        )}
        {/* Not twice: a failed alignment offers it in its message. */}
        {!readOnly && !(status.kind === 'error' && comparisonRecovery(status.code) === 'manualAlign') && (
          <div className={styles.actions}>
            <Button variant="secondary" size="sm" onPress={onManualAlign} isDisabled={isRunning}>
              {t.manualAlign}
            </Button>
          </div>
        )}
      </div>
    </section>
  );
}
