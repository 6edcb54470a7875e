import { Alert } from '../../../components/Alert';
import { cadPanelsFr } from '../../../i18n/cadPanels.fr';
import * as styles from './Cad.css';

export interface CadModelStateProps {
  /**
   * The drawing's model being read (a moment, as the sheet opens), read and found unusable, or — a colleague's
   * drawing in a shared project — not received from the server.
   */
  readonly status: 'loading' | 'unreadable' | 'unreceived';
}

/**
 * The « CAO » tab while its panels cannot be shown: the tab is there from the moment a CAD sheet opens (a tab that
 * appears later moves the others under the person's pointer), saying that the blocks and layers are being read, or
 * that they could not be — the plan itself stays shown and measurable.
 */
export function CadModelState({ status }: CadModelStateProps) {
  if (status === 'loading') {
    return (
      <p role="status" className={styles.text}>
        {cadPanelsFr.model.loading}
      </p>
    );
  }
  if (status === 'unreceived') {
    return (
      <Alert tone="warning" title={cadPanelsFr.model.unreceivedTitle}>
        {cadPanelsFr.model.unreceived}
      </Alert>
    );
  }
  return (
    <Alert tone="danger" title={cadPanelsFr.model.unreadableTitle}>
      {cadPanelsFr.model.unreadable}
    </Alert>
  );
}
