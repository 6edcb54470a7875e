import { Button } from '../../../components/Button';
import { Icon } from '../../../components/Icon/workspace';
import { Menu, MenuItem, MenuSeparator, MenuTrigger } from '../../../components/Menu';
import { describeScale } from '../../../domain/takeoff/scale';
import type { Scale } from '../../../domain/takeoff/types';
import { interpolate, pluralForm } from '../../../i18n/format';
import { formatScale } from '../../../i18n/numbers';
import { regionsFr } from '../../../i18n/regions.fr';
import * as styles from './Regions.css';

/** One region of the sheet as the list shows it. */
export interface ScaleRegionItem {
  readonly id: string;
  readonly label: string;
  readonly scale: Scale;
  /** Measurements whose quantity this region's scale gives. */
  readonly measurementCount: number;
}

export type ScaleRegionAction = 'show' | 'rename' | 'changeScale' | 'remove';

export interface ScaleRegionListProps {
  /** The sheet's regions, in the order they were drawn. */
  regions: readonly ScaleRegionItem[];
  /** One of a region's actions, chosen in its menu. */
  onAction: (regionId: string, action: ScaleRegionAction) => void;
  /** Starts the region tool; omit in a read-only workspace. */
  onCreate?: (() => void) | undefined;
  /** The region tool's key, shown beside « Tracer une zone ». */
  createKey?: string | undefined;
  /** @default 3 */
  headingLevel?: 2 | 3 | 4;
  /**
   * Nothing may be changed (a read-only workspace): the list shows the regions, and its menus only « Afficher ».
   * @default false
   */
  isReadOnly?: boolean;
}

const copy = regionsFr.panel;

export function measurementCountText(count: number): string {
  if (count === 0) return copy.measurementsNone;
  return interpolate(pluralForm({ one: copy.measurementsOne, other: copy.measurements }, count), { count });
}

/**
 * The sheet's scale regions: each with its scale and how many measurements it gives a quantity to, and a menu to
 * show it on the plan, rename it, change its scale or delete it. « Tracer une zone » starts the region tool.
 */
export function ScaleRegionList({
  regions,
  onAction,
  onCreate,
  createKey,
  headingLevel = 3,
  isReadOnly = false,
}: ScaleRegionListProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <section aria-labelledby="scale-regions-title" className={styles.root}>
      <Heading id="scale-regions-title" className={styles.title}>
        {copy.title}
      </Heading>
      <p className={styles.intro}>{copy.intro}</p>
      {regions.length === 0 ? (
        <p className={styles.empty}>{copy.empty}</p>
      ) : (
        <ul className={styles.list}>
          {regions.map((region) => {
            const actionsLabel = interpolate(copy.actions, { region: region.label });
            return (
              <li key={region.id} className={styles.item}>
                <div className={styles.itemText}>
                  <span className={styles.itemName}>{region.label}</span>
                  <span className={styles.itemMeta}>
                    {interpolate(copy.scale, { scale: formatScale(describeScale(region.scale)) })}
                    {' · '}
                    {measurementCountText(region.measurementCount)}
                  </span>
                </div>
                <MenuTrigger>
                  <Button variant="ghost" size="sm" iconOnly aria-label={actionsLabel}>
                    <Icon name="more" />
                  </Button>
                  <Menu
                    aria-label={actionsLabel}
                    onAction={(key) => onAction(region.id, key as ScaleRegionAction)}
                    disabledKeys={isReadOnly ? ['rename', 'changeScale', 'remove'] : []}
                  >
                    <MenuItem id="show">{copy.show}</MenuItem>
                    <MenuItem id="rename" icon="edit">
                      {copy.rename}
                    </MenuItem>
                    <MenuItem id="changeScale">{copy.changeScale}</MenuItem>
                    <MenuSeparator />
                    <MenuItem id="remove" icon="trash" tone="danger">
                      {copy.remove}
                    </MenuItem>
                  </Menu>
                </MenuTrigger>
              </li>
            );
          })}
        </ul>
      )}
      {onCreate && !isReadOnly && (
        <div>
          <Button variant="secondary" size="sm" onPress={onCreate} aria-keyshortcuts={createKey?.toLowerCase()}>
            {copy.create}
          </Button>
          {createKey && <p className={styles.hint}>{interpolate(copy.createHint, { key: createKey })}</p>}
        </div>
      )}
    </section>
  );
}
