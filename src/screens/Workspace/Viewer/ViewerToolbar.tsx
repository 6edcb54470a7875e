import { useCallback, useId, useLayoutEffect, useRef, useSyncExternalStore, type ReactNode } from 'react';
import type { Key } from 'react-aria-components';
import { Button } from '../../../components/Button';
import { Icon, type WorkspaceIconName } from '../../../components/Icon/workspace';
import { Menu, MenuItem, MenuTrigger } from '../../../components/Menu';
import { ToggleButton } from '../../../components/ToggleButton';
import { Toolbar, ToolbarSeparator } from '../../../components/Toolbar';
import { Tooltip, TooltipTrigger } from '../../../components/Tooltip';
import { formatZoom } from '../../../i18n/numbers';
import { viewerFr } from '../../../i18n/viewer.fr';
import { MAX_ZOOM, MIN_ZOOM, ZOOM_STEPS } from './viewport';
import * as styles from './Viewer.css';

/** Where the toolbar reads the zoom from: the viewer's Viewport (or anything that says its zoom and its changes). */
export interface ZoomSource {
  readonly zoom: number;
  subscribe(listener: () => void): () => void;
}

export interface ViewerToolbarProps {
  zoom: ZoomSource;
  onZoomIn: () => void;
  onZoomOut: () => void;
  onFit: () => void;
  /** A level picked in the zoom menu (1 = 100 %). */
  onZoomTo: (zoom: number) => void;
  isPanMode: boolean;
  onPanModeChange: (isPanMode: boolean) => void;
  /** No sheet yet: every control is disabled. @default false */
  isDisabled?: boolean;
  /** More controls at the toolbar's end, after a separator (the sheet page's « Libellés », « Quantités »). */
  extra?: ReactNode;
  /**
   * The menu « Plus » at the toolbar's end: what `extra` and the row's secondary controls do, as menu items, when
   * the row has no room for them (PlanViewer decides). Absent or empty: no menu.
   */
  more?: readonly ViewerMoreItem[] | undefined;
  className?: string;
}

/** One line of the menu « Plus »: a control of the row that had no room, as an action. */
export interface ViewerMoreItem {
  readonly id: string;
  /** Its French words (« Masquer les libellés », « Plan de repérage… »). */
  readonly label: string;
  readonly onAction: () => void;
  /** @default false */
  readonly isDisabled?: boolean;
}

const FIT_KEY = 'fit';
const t = viewerFr.toolbar;

/**
 * The viewer's controls: zoom out, the zoom level (a menu of steps), zoom in, fit, and the hand. The level's text is
 * written straight into the DOM as the zoom changes (a wheel zoom changes it every frame, which must not render React);
 * React renders only when a bound is reached or left, to disable a button.
 */
export function ViewerToolbar({
  zoom,
  onZoomIn,
  onZoomOut,
  onFit,
  onZoomTo,
  isPanMode,
  onPanModeChange,
  isDisabled = false,
  extra,
  more,
  className,
}: ViewerToolbarProps) {
  const subscribe = useCallback((listener: () => void) => zoom.subscribe(listener), [zoom]);
  const atMin = useSyncExternalStore(subscribe, () => zoom.zoom <= MIN_ZOOM);
  const atMax = useSyncExternalStore(subscribe, () => zoom.zoom >= MAX_ZOOM);
  const level = useRef<HTMLSpanElement>(null);
  const levelPrefixId = useId();
  const levelId = useId();

  // Before the first paint, so that the button is never shown (or named) without its level.
  useLayoutEffect(() => {
    const write = () => {
      const text = formatZoom(zoom.zoom);
      if (level.current && level.current.textContent !== text) level.current.textContent = text;
    };
    write();
    return zoom.subscribe(write);
  }, [zoom]);

  const onAction = (key: Key) => {
    if (key === FIT_KEY) onFit();
    else onZoomTo(Number(key));
  };

  return (
    <Toolbar aria-label={t.label} className={[styles.toolbar, className].filter(Boolean).join(' ')}>
      <IconButton
        icon="zoomOut"
        label={t.zoomOut}
        hint={t.zoomOutHint}
        onPress={onZoomOut}
        isDisabled={isDisabled || atMin}
      />
      <MenuTrigger>
        <TooltipTrigger>
          <Button
            size="sm"
            variant="ghost"
            className={styles.zoomLevel}
            aria-labelledby={`${levelPrefixId} ${levelId}`}
            isDisabled={isDisabled}
          >
            {/* The name reads « Niveau de zoom : 125 % » from the live text; only « 125 % » shows. */}
            <span id={levelPrefixId} hidden>
              {t.zoomLevel}
            </span>
            <span id={levelId} ref={level} className={styles.zoomValue} />
            <Icon name="chevronDown" size="sm" />
          </Button>
          <Tooltip>{t.zoomLevelHint}</Tooltip>
        </TooltipTrigger>
        <Menu aria-label={t.zoomMenu} onAction={onAction} placement="bottom start">
          <MenuItem id={FIT_KEY}>{t.fit}</MenuItem>
          {ZOOM_STEPS.map((step) => (
            <MenuItem key={step} id={String(step)}>
              {formatZoom(step)}
            </MenuItem>
          ))}
        </Menu>
      </MenuTrigger>
      <IconButton
        icon="zoomIn"
        label={t.zoomIn}
        hint={t.zoomInHint}
        onPress={onZoomIn}
        isDisabled={isDisabled || atMax}
      />
      <IconButton icon="fit" label={t.fit} hint={t.fitHint} onPress={onFit} isDisabled={isDisabled} />
      <ToolbarSeparator />
      <TooltipTrigger>
        <ToggleButton
          iconOnly
          size="sm"
          aria-label={t.pan}
          isSelected={isPanMode}
          onChange={onPanModeChange}
          isDisabled={isDisabled}
        >
          <Icon name="hand" />
        </ToggleButton>
        <Tooltip>{t.panHint}</Tooltip>
      </TooltipTrigger>
      {extra && (
        <>
          <ToolbarSeparator />
          {extra}
        </>
      )}
      {more && more.length > 0 && (
        <>
          <ToolbarSeparator />
          <MoreMenu items={more} />
        </>
      )}
    </Toolbar>
  );
}

/** « Plus »: the row's secondary controls as actions, each item running its control's action. */
function MoreMenu({ items }: { items: readonly ViewerMoreItem[] }) {
  return (
    <MenuTrigger>
      <TooltipTrigger>
        <Button size="sm" variant="ghost" className={styles.more}>
          <Icon name="more" />
          {t.more}
        </Button>
        <Tooltip>{t.moreHint}</Tooltip>
      </TooltipTrigger>
      <Menu
        placement="bottom start"
        disabledKeys={items.filter((item) => item.isDisabled).map((item) => item.id)}
        onAction={(key) => items.find((item) => item.id === key)?.onAction()}
      >
        {items.map((item) => (
          <MenuItem key={item.id} id={item.id}>
            {item.label}
          </MenuItem>
        ))}
      </Menu>
    </MenuTrigger>
  );
}

/** A small ghost button with only its glyph, named by `label`, its tooltip saying what it does and its shortcut. */
function IconButton({
  icon,
  label,
  hint,
  onPress,
  isDisabled,
}: {
  icon: WorkspaceIconName;
  label: string;
  hint: string;
  onPress: () => void;
  isDisabled: boolean;
}) {
  return (
    <TooltipTrigger>
      <Button iconOnly size="sm" variant="ghost" aria-label={label} onPress={onPress} isDisabled={isDisabled}>
        <Icon name={icon} />
      </Button>
      <Tooltip>{hint}</Tooltip>
    </TooltipTrigger>
  );
}
