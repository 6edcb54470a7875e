import { Alert } from '../../../components/Alert';
import { cadPanelsFr } from '../../../i18n/cadPanels.fr';

export interface CadUnreadLayoutsNoticeProps {
  /** Paper-space layouts of the file that could not be read (CadSheetModel.unreadableLayouts), at least 1. */
  readonly count: number;
}

const plural = new Intl.PluralRules('fr-FR');
const t = cadPanelsFr.unreadLayouts;

/**
 * On the « CAO » tab of a CAD file's first sheet (issue 28): layouts of the file that the server's conversion could not
 * read (a DWG whose layout objects LibreDWG cannot decode) are not imported, and the tab says so rather than leaving
 * the file looking whole. Not a live region: it is there when the tab opens, not news.
 */
export function CadUnreadLayoutsNotice({ count }: CadUnreadLayoutsNoticeProps) {
  return (
    <Alert tone="warning" title={t.title} live="off">
      {(plural.select(count) === 'one' ? t.one : t.other).replace('{count}', String(count))}
    </Alert>
  );
}
