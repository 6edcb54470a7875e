import { useId } from 'react';
import { Button } from '../../../components/Button';
import { Checkbox } from '../../../components/Checkbox';
import { Icon } from '../../../components/Icon/workspace';
import { ToggleButton } from '../../../components/ToggleButton';
import { Tooltip, TooltipTrigger } from '../../../components/Tooltip';
import { Heading, Text, type HeadingLevel } from '../../../components/Typography';
import { interpolate, pluralForm } from '../../../i18n/format';
import { viewerFr } from '../../../i18n/viewer.fr';
import {
  naturalLayerOrder,
  setLayerVisible,
  showAllLayers,
  toggleIsolation,
  type LayerVisibility,
  type PlanLayer,
} from './layers';
import * as styles from './LayersPanel.css';

export interface LayersPanelProps {
  /** The sheet's layers, in the document's order (the engine's `OpenResult.layers`). */
  layers: readonly PlanLayer[];
  /** Which are shown: start from `defaultLayerVisibility(layers)`; pass `value.hidden` to the viewer. */
  value: LayerVisibility;
  /** Every change, as the next state (the route saves it per sheet; it is not undoable). */
  onChange: (value: LayerVisibility) => void;
  /** The plan is still opening: its layers are not known yet. @default false */
  isLoading?: boolean;
  /** @default 2 */
  headingLevel?: HeadingLevel;
  className?: string;
}

const t = viewerFr.layers;

/**
 * The layers of a sheet: each shown or hidden by a checkbox named after it, isolated (only it shown) by a toggle
 * button pressed again to give the others back, and « Tout afficher ». Says so when the plan has none.
 */
export function LayersPanel({
  layers,
  value,
  onChange,
  isLoading = false,
  headingLevel = 2,
  className,
}: LayersPanelProps) {
  const titleId = useId();
  const hidden = new Set(value.hidden);
  const shown = layers.filter((l) => !hidden.has(l.id)).length;
  return (
    <section aria-labelledby={titleId} className={[styles.panel, className].filter(Boolean).join(' ')}>
      <div className={styles.header}>
        <Heading level={headingLevel} size="md" id={titleId}>
          {t.title}
        </Heading>
        {!isLoading && layers.length > 0 && (
          <Button
            variant="ghost"
            size="sm"
            onPress={() => onChange(showAllLayers())}
            isDisabled={shown === layers.length}
          >
            {t.showAll}
          </Button>
        )}
      </div>
      {isLoading ? (
        <Text size="sm" tone="muted" role="status">
          {t.loading}
        </Text>
      ) : layers.length === 0 ? (
        <div className={styles.empty}>
          <Text size="sm" weight="semibold">
            {t.empty}
          </Text>
          <Text size="sm" tone="muted">
            {t.emptyHint}
          </Text>
        </div>
      ) : (
        <>
          <Text size="sm" tone="muted">
            {interpolate(pluralForm({ one: t.countOne, other: t.count }, shown), { shown, total: layers.length })}
          </Text>
          <ul className={styles.list}>
            {naturalLayerOrder(layers).map((layer) => {
              const isIsolated = value.isolated?.layerId === layer.id;
              const isolateLabel = interpolate(t.isolate, { name: layer.name });
              return (
                <li key={layer.id} className={styles.row} data-isolated={isIsolated || undefined}>
                  <Checkbox
                    isSelected={!hidden.has(layer.id)}
                    onChange={(visible) => onChange(setLayerVisible(value, layers, layer.id, visible))}
                    className={styles.checkbox}
                  >
                    {layer.name}
                  </Checkbox>
                  <TooltipTrigger>
                    <ToggleButton
                      iconOnly
                      size="sm"
                      aria-label={isolateLabel}
                      isSelected={isIsolated}
                      onChange={() => onChange(toggleIsolation(value, layers, layer.id))}
                    >
                      <Icon name="isolate" />
                    </ToggleButton>
                    <Tooltip>{isIsolated ? interpolate(t.isolated, { name: layer.name }) : isolateLabel}</Tooltip>
                  </TooltipTrigger>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </section>
  );
}
