import { Alert } from '../../../components/Alert';
import type { CadClippedReference } from '../../../domain/cad/types';
import { cadPanelsFr } from '../../../i18n/cadPanels.fr';
import { formatNumber } from '../../../i18n/numbers';
import * as styles from './Cad.css';

export interface CadClippedNoticeProps {
  /** The references drawn clipped (CadSheetModel.clippedReferences), at least one. */
  readonly references: readonly CadClippedReference[];
}

const plural = new Intl.PluralRules('fr-FR');
const t = cadPanelsFr.clipped;
/** References listed by name; the others are counted. */
export const MAX_LISTED_CLIPPED = 20;

/**
 * On the « CAO » tab of a sheet that places block references or xrefs clipped by a boundary (AutoCAD's XCLIP, issue
 * 28): the plan shows only part of them, and the totals and counts say only that part — the person must know that a
 * whole floor referenced is not what is measured. Not a live region.
 */
export function CadClippedNotice({ references }: CadClippedNoticeProps) {
  const total = references.reduce((sum, r) => sum + r.count, 0);
  const one = plural.select(total) === 'one';
  return (
    <Alert tone="info" title={one ? t.title.one : t.title.other} live="off">
      <div className={styles.xrefNotice}>
        <p className={styles.text}>{(one ? t.text.one : t.text.other).replace('{count}', formatNumber(total, 0))}</p>
        <ul className={styles.xrefList}>
          {references.slice(0, MAX_LISTED_CLIPPED).map((r, i) => (
            <li key={i}>
              <span className={styles.strong}>{r.name}</span> ({r.xref ? t.xref : t.block}
              {r.count > 1 && `, ${t.placed.replace('{count}', formatNumber(r.count, 0))}`})
              {r.inverted && <span className={styles.xrefPath}>{t.inverted}</span>}
            </li>
          ))}
        </ul>
        {references.length > MAX_LISTED_CLIPPED && (
          <p className={styles.text}>
            {(plural.select(references.length - MAX_LISTED_CLIPPED) === 'one' ? t.more.one : t.more.other).replace(
              '{count}',
              formatNumber(references.length - MAX_LISTED_CLIPPED, 0),
            )}
          </p>
        )}
      </div>
    </Alert>
  );
}
