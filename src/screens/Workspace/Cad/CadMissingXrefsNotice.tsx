import { Alert } from '../../../components/Alert';
import type { CadMissingXref } from '../../../domain/cad/types';
import { MAX_XREF_DEPTH, xrefFileName } from '../../../domain/cad/xrefs';
import { cadPanelsFr } from '../../../i18n/cadPanels.fr';
import { formatNumber } from '../../../i18n/numbers';
import * as styles from './Cad.css';

export interface CadMissingXrefsNoticeProps {
  /** The external references the file places but does not contain (CadSheetModel.missingXrefs), at least one. */
  readonly xrefs: readonly CadMissingXref[];
  /**
   * For each of `xrefs`, the project's file imported since that could draw it if this plan were imported again (domain/cad/xrefs.ts
   * xrefsNowInProject), or undefined. @default none
   */
  readonly nowInProject?: readonly (string | undefined)[];
}

const plural = new Intl.PluralRules('fr-FR');
const t = cadPanelsFr.missingXrefs;
/** References listed by name; the others are counted (a file can place thousands). */
export const MAX_LISTED_XREFS = 20;

/**
 * On the « CAO » tab of every sheet of a CAD file that draws other files by reference (issue 28): those files are not
 * in it, so the plan shows none of them and nothing of them is counted or measured — often the architect's base plan.
 * Each is named by the file the drawing saved, with its path, so that the person knows what to ask for. Not a live
 * region: it is there when the tab opens, not news.
 */
export function CadMissingXrefsNotice({ xrefs, nowInProject = [] }: CadMissingXrefsNoticeProps) {
  return (
    <Alert tone="warning" title={t.title} live="off">
      <div className={styles.xrefNotice}>
        <p className={styles.text}>
          {(plural.select(xrefs.length) === 'one' ? t.one : t.other).replace('{count}', formatNumber(xrefs.length, 0))}
        </p>
        <ul className={styles.xrefList}>
          {xrefs.slice(0, MAX_LISTED_XREFS).map((xref, i) => (
            // Two names can read the same once cleaned (domain/cad/xrefs.ts): the place is the key.
            <li key={i}>
              <span className={styles.strong}>{xref.path ? xrefFileName(xref.path) : xref.name}</span>
              {xref.references > 1 && ` ${t.placed.replace('{count}', formatNumber(xref.references, 0))}`}
              {xref.path && <span className={styles.xrefPath}>{t.path.replace('{path}', xref.path)}</span>}
              {xref.problem && (
                <span className={styles.xrefPath}>
                  {t.problem[xref.problem].replace('{depth}', formatNumber(MAX_XREF_DEPTH, 0))}
                </span>
              )}
              {nowInProject[i] !== undefined && (
                <span className={styles.xrefPath}>{t.nowInProject.replace('{file}', nowInProject[i])}</span>
              )}
            </li>
          ))}
        </ul>
        {xrefs.length > MAX_LISTED_XREFS && (
          <p className={styles.text}>
            {(plural.select(xrefs.length - MAX_LISTED_XREFS) === 'one' ? t.more.one : t.more.other).replace(
              '{count}',
              formatNumber(xrefs.length - MAX_LISTED_XREFS, 0),
            )}
          </p>
        )}
        <p className={styles.text}>{t.advice}</p>
      </div>
    </Alert>
  );
}
