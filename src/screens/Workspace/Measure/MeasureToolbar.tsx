import { useEffect, useId, useRef, type ReactNode } from 'react';
import {
  Separator,
  ToggleButton,
  ToggleButtonGroup,
  Toolbar,
  Tooltip,
  TooltipTrigger,
  type Key,
} from 'react-aria-components';
import { Icon } from '../../../components/Icon';
import { visuallyHiddenStyle as visuallyHidden } from '../../../components/VisuallyHidden';
import {
  MEASURE_TOOLS,
  SHORTCUTS,
  TOOLS_NEEDING_SCALE,
  shortcutOf,
  toolAction,
  type MeasureTool,
  type Shortcut,
} from '../../../domain/takeoff/shortcuts';
import { measureFr } from '../../../i18n/measure.fr';
import { ToolIcon } from './icons';
import { actionKeyLabel, ariaKeyShortcuts, hintWithKey, type Platform } from './keys';
import * as styles from './MeasureToolbar.css';

export interface MeasureToolbarProps {
  /** The active tool. */
  tool: MeasureTool;
  /** Called with the tool the user picks (click, Enter/Space on a focused button). Never called for a blocked tool. */
  onToolChange: (tool: MeasureTool) => void;
  /**
   * Whether the scale that applies here is known. False blocks the tools that need one (TOOLS_NEEDING_SCALE) and
   * shows why; counting, selecting and the scale tool stay available.
   */
  isCalibrated: boolean;
  /** Snapping on/off; omit to hide the toggle. */
  snapping?: { isOn: boolean; onChange: (isOn: boolean) => void };
  /** The shortcut table the keys are read from (the one the tools bind). @default SHORTCUTS */
  shortcuts?: readonly Shortcut[];
  /** Ctrl or ⌘ in the hints. @default 'other' */
  platform?: Platform;
  /** @default 'vertical' */
  orientation?: 'horizontal' | 'vertical';
  /**
   * Why nothing may be changed here (a read-only workspace): every tool but selection is blocked and this reason is
   * shown and linked instead of the scale's. @default undefined (editing allowed)
   */
  readOnlyReason?: string | undefined;
  /**
   * Icons only, for a toolbar row above the plan: the names stay the buttons' accessible names and tooltips, the
   * scale's blocking reason stays linked to the toolbar but is left to the scale state shown beside it (a read-only
   * reason stays visible). @default false
   */
  isCompact?: boolean;
}

const copy = measureFr.tools;

/**
 * The tool palette: a toolbar (one Tab stop, arrows move between tools) holding a single-choice group of toggle
 * buttons. A blocked tool is disabled and the reason is written next to the palette and linked to it, so it is read
 * when focus enters the toolbar — a disabled button can neither take focus nor show a tooltip.
 */
export function MeasureToolbar({
  tool,
  onToolChange,
  isCalibrated,
  snapping,
  shortcuts = SHORTCUTS,
  platform = 'other',
  orientation = 'vertical',
  readOnlyReason,
  isCompact = false,
}: MeasureToolbarProps) {
  const reasonId = useId();
  const blocked =
    readOnlyReason !== undefined
      ? MEASURE_TOOLS.filter((t) => t !== 'select')
      : isCalibrated
        ? []
        : MEASURE_TOOLS.filter((t) => TOOLS_NEEDING_SCALE.has(t));
  const onSelectionChange = (keys: Set<Key>) => {
    const [next] = [...keys];
    if (typeof next === 'string' && (MEASURE_TOOLS as readonly string[]).includes(next)) {
      onToolChange(next as MeasureTool);
    }
  };
  const snappingShortcut = shortcutOf('drawing.toggleSnapping', shortcuts);
  return (
    <div className={styles.root}>
      <Toolbar
        aria-label={copy.label}
        aria-describedby={blocked.length > 0 ? reasonId : undefined}
        orientation={orientation}
        className={styles.toolbar}
      >
        <ToggleButtonGroup
          aria-label={copy.label}
          selectionMode="single"
          disallowEmptySelection
          orientation={orientation}
          selectedKeys={[tool]}
          onSelectionChange={onSelectionChange}
          className={styles.group}
        >
          {MEASURE_TOOLS.map((t) => {
            const key = actionKeyLabel(toolAction(t), shortcuts, platform);
            const isBlocked = blocked.includes(t);
            return (
              <TooltipTrigger key={t} delay={600}>
                <ToolButton
                  id={t}
                  isDisabled={isBlocked}
                  keyShortcuts={ariaKeyShortcuts(shortcutOf(toolAction(t), shortcuts), platform)}
                  aria-describedby={isBlocked ? reasonId : undefined}
                >
                  <ToolIcon name={t} />
                  <span className={isCompact ? visuallyHidden : undefined}>{copy.names[t]}</span>
                  {key !== undefined && !isCompact && (
                    <kbd className={styles.key} aria-hidden="true">
                      {key}
                    </kbd>
                  )}
                </ToolButton>
                <Tooltip
                  placement={orientation === 'vertical' ? 'end' : 'bottom'}
                  offset={6}
                  className={styles.tooltip}
                >
                  {hintWithKey(copy.hints[t], key)}
                </Tooltip>
              </TooltipTrigger>
            );
          })}
        </ToggleButtonGroup>
        {snapping && (
          <>
            <Separator
              orientation={orientation === 'vertical' ? 'horizontal' : 'vertical'}
              className={styles.separator}
            />
            <TooltipTrigger delay={600}>
              <ToolButton
                isSelected={snapping.isOn}
                onChange={snapping.onChange}
                keyShortcuts={ariaKeyShortcuts(snappingShortcut, platform)}
              >
                <ToolIcon name="snapping" />
                <span className={isCompact ? visuallyHidden : undefined}>{copy.snapping}</span>
                {snappingShortcut && !isCompact && (
                  <kbd className={styles.key} aria-hidden="true">
                    {actionKeyLabel('drawing.toggleSnapping', shortcuts, platform)}
                  </kbd>
                )}
              </ToolButton>
              <Tooltip placement={orientation === 'vertical' ? 'end' : 'bottom'} offset={6} className={styles.tooltip}>
                {hintWithKey(copy.snappingHint, actionKeyLabel('drawing.toggleSnapping', shortcuts, platform))}
              </Tooltip>
            </TooltipTrigger>
          </>
        )}
      </Toolbar>
      {blocked.length > 0 && (
        <p id={reasonId} className={isCompact && readOnlyReason === undefined ? visuallyHidden : styles.reason}>
          <Icon name="alert" size="sm" />
          <span>{readOnlyReason ?? copy.blockedReason}</span>
        </p>
      )}
    </div>
  );
}

interface ToolButtonProps {
  id?: MeasureTool;
  isDisabled?: boolean;
  isSelected?: boolean;
  onChange?: (isSelected: boolean) => void;
  /** The aria-keyshortcuts value. */
  keyShortcuts: string | undefined;
  'aria-describedby'?: string | undefined;
  children: ReactNode;
}

/**
 * A palette button. react-aria-components passes only the ARIA attributes it knows to the DOM, and aria-keyshortcuts
 * is not one of them, so it is set on the element directly.
 */
function ToolButton({ keyShortcuts, ...props }: ToolButtonProps) {
  const ref = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (keyShortcuts) element.setAttribute('aria-keyshortcuts', keyShortcuts);
    else element.removeAttribute('aria-keyshortcuts');
  }, [keyShortcuts]);
  return <ToggleButton ref={ref} {...props} className={styles.tool} />;
}
