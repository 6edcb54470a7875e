import { Alert } from '../../../components/Alert';
import { namedPaper } from '../../../domain/cad/paper';
import { describeRatio } from '../../../domain/takeoff/scale';
import { cadPanelsFr } from '../../../i18n/cadPanels.fr';
import { formatScale } from '../../../i18n/numbers';
import * as styles from './Cad.css';

export interface CadLayoutViewport {
  /** The viewport's scale region's label (« Fenêtre 1 »). */
  readonly label: string;
  /** Model metres per paper metre inside it: 50 for a 1:50 viewport. */
  readonly denominator: number;
}

export interface CadLayoutNoticeProps {
  /** The layout's name (its tab in the CAD file). */
  readonly name: string;
  readonly viewports: readonly CadLayoutViewport[];
  /** Viewports whose data could not be read (not shown on the sheet). @default 0 */
  readonly unreadableViewports?: number;
  /** One of the viewports is clipped by a boundary other than its rectangle. @default false */
  readonly hasNonRectangularClip?: boolean;
  /**
   * The file's model space draws nothing (its plan is drawn on paper): its layouts are its only sheets, and what the
   * tab counts is all the file holds. @default false
   */
  readonly isModelSpaceEmpty?: boolean;
  /**
   * The sheet's size: the layout's paper (its plot settings'; `grown` when the sheet takes in what is drawn off it), or
   * 'unknown' when the file gives none (the sheet is then sized to what the layout draws). Unsaid when absent.
   */
  readonly paper?: { readonly widthMm: number; readonly heightMm: number; readonly grown: boolean } | 'unknown';
}

const plural = new Intl.PluralRules('fr-FR');
const ratio = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 2 });
const t = cadPanelsFr.layout;

/** « A1 paysage, 841 × 594 mm » for a standard paper (its nominal size), « 800 × 500 mm » for any other. */
function paperSize(widthMm: number, heightMm: number): string {
  const named = namedPaper(widthMm, heightMm);
  if (named === null) {
    return t.paperSize.replace('{width}', ratio.format(widthMm)).replace('{height}', ratio.format(heightMm));
  }
  return t.paperNamed
    .replace('{name}', named.name)
    .replace('{orientation}', t.paperOrientation[named.orientation])
    .replace('{width}', ratio.format(named.widthMm))
    .replace('{height}', ratio.format(named.heightMm));
}

/**
 * The « CAO » tab of a paper-space layout's sheet (issue 28), above its panels: what they count (the layout's own
 * entities, never model space seen through its viewports, which its own sheet counts once), each viewport's scale,
 * and the viewports that could not be shown.
 */
export function CadLayoutNotice({
  name,
  viewports,
  unreadableViewports = 0,
  hasNonRectangularClip = false,
  isModelSpaceEmpty = false,
  paper,
}: CadLayoutNoticeProps) {
  return (
    <section aria-label={t.title.replace('{name}', name)} className={styles.panel}>
      <h2 className={styles.subtitle}>{t.title.replace('{name}', name)}</h2>
      <p className={styles.text}>{isModelSpaceEmpty ? t.scopePaperOnly : t.scope}</p>
      {viewports.length > 0 && (
        <>
          <p className={styles.text}>{t.scales}</p>
          <ul className={styles.text}>
            {viewports.map((vp) => (
              <li key={vp.label}>
                {t.viewportScale
                  .replace('{label}', vp.label)
                  .replace('{scale}', formatScale(describeRatio(vp.denominator)))}
              </li>
            ))}
          </ul>
        </>
      )}
      {paper !== undefined && (
        <p className={styles.text}>
          {paper === 'unknown'
            ? t.paperUnknown
            : (paper.grown ? t.paperGrown : t.paper).replace('{size}', paperSize(paper.widthMm, paper.heightMm))}
        </p>
      )}
      {hasNonRectangularClip && <p className={styles.text}>{t.nonRectangular}</p>}
      {unreadableViewports > 0 && (
        <Alert tone="warning">
          {(plural.select(unreadableViewports) === 'one' ? t.unreadable.one : t.unreadable.other).replace(
            '{count}',
            String(unreadableViewports),
          )}
        </Alert>
      )}
    </section>
  );
}
