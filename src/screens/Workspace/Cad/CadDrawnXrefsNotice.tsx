import { Alert } from '../../../components/Alert';
import type { CadDrawnXref } from '../../../domain/cad/types';
import { xrefFileName } from '../../../domain/cad/xrefs';
import { cadPanelsFr } from '../../../i18n/cadPanels.fr';
import { formatNumber } from '../../../i18n/numbers';
import * as styles from './Cad.css';

export interface CadDrawnXrefsNoticeProps {
  /** The external references drawn from files imported with it (CadSheetModel.drawnXrefs), at least one. */
  readonly xrefs: readonly CadDrawnXref[];
}

const plural = new Intl.PluralRules('fr-FR');
const t = cadPanelsFr.drawnXrefs;
/** References listed by name; the others are counted. */
export const MAX_LISTED_DRAWN_XREFS = 20;

/**
 * On the « CAO » tab of every sheet of a CAD file that draws other files by reference, drawn from the files imported
 * with it or already in the project (issue 28): each named with the file it came from, and what the person should know — its layers are
 * `XREF|LAYER`, measured by layer, its blocks counted on its own sheet, not here. Not a live region.
 */
export function CadDrawnXrefsNotice({ xrefs }: CadDrawnXrefsNoticeProps) {
  return (
    <Alert tone="info" title={t.title} live="off">
      <div className={styles.xrefNotice}>
        <p className={styles.text}>
          {(plural.select(xrefs.length) === 'one' ? t.one : t.other).replace('{count}', formatNumber(xrefs.length, 0))}
        </p>
        <ul className={styles.xrefList}>
          {xrefs.slice(0, MAX_LISTED_DRAWN_XREFS).map((xref, i) => (
            <li key={i}>
              <span className={styles.strong}>{xref.name}</span>
              {xref.references > 1 && ` ${t.placed.replace('{count}', formatNumber(xref.references, 0))}`}
              <span className={styles.xrefPath}>{t.from.replace('{file}', xref.file)}</span>
              {xref.path && xrefFileName(xref.path).toLowerCase() !== xref.file.toLowerCase() && (
                <span className={styles.xrefPath}>{t.otherFormat.replace('{saved}', xrefFileName(xref.path))}</span>
              )}
            </li>
          ))}
        </ul>
        {xrefs.length > MAX_LISTED_DRAWN_XREFS && (
          <p className={styles.text}>
            {(plural.select(xrefs.length - MAX_LISTED_DRAWN_XREFS) === 'one' ? t.more.one : t.more.other).replace(
              '{count}',
              formatNumber(xrefs.length - MAX_LISTED_DRAWN_XREFS, 0),
            )}
          </p>
        )}
      </div>
    </Alert>
  );
}
