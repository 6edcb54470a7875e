import { Alert } from '../../../components/Alert';
import type { UnshownGroup } from '../../../domain/cad/unshown';
import { formatNumber } from '../../../i18n/numbers';
import { cadPanelsFr } from '../../../i18n/cadPanels.fr';
import * as styles from './Cad.css';

export interface CadUnshownNoticeProps {
  /** What the file holds that Metr does not draw, grouped (domain/cad/unshown.ts unshownGroups), at least one. */
  readonly groups: readonly UnshownGroup[];
}

const plural = new Intl.PluralRules('fr-FR');
const t = cadPanelsFr.unshown;
const list = new Intl.ListFormat('fr-FR', { type: 'conjunction' });

function detailOf(group: UnshownGroup): string {
  if (group.kind !== 'other') return t.kinds[group.kind].detail;
  const types = list.format(group.types);
  if (group.moreTypes === 0) return t.kinds.other.detail.replace('{types}', types);
  return t.kinds.other.detailMore.replace('{types}', types).replace('{more}', formatNumber(group.moreTypes, 0));
}

/**
 * On the « CAO » tab of every sheet of a CAD file (issue 28): the entities the readers skipped — a raster base plan,
 * AutoCAD Architecture walls, 3D solids, tables… — counted by group, each with what it is and what to ask for, so
 * that a plan missing them never looks whole. Not a live region: it is there when the tab opens, not news.
 */
export function CadUnshownNotice({ groups }: CadUnshownNoticeProps) {
  return (
    <Alert tone="info" title={t.title} live="off">
      <div className={styles.xrefNotice}>
        <p className={styles.text}>{t.intro}</p>
        <ul className={styles.xrefList}>
          {groups.map((group) => {
            const copy = t.kinds[group.kind];
            return (
              <li key={group.kind}>
                <span className={styles.strong}>
                  {(plural.select(group.count) === 'one' ? copy.one : copy.other).replace(
                    '{count}',
                    formatNumber(group.count, 0),
                  )}
                </span>
                <span className={styles.xrefPath}>{detailOf(group)}</span>
              </li>
            );
          })}
        </ul>
      </div>
    </Alert>
  );
}
