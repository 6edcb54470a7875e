import type { ReactNode } from 'react';
import { Button } from '../../../components/Button';
import { ButtonLink } from '../../../components/ButtonLink';
import { Icon } from '../../../components/Icon/workspace';
import { Heading, Text } from '../../../components/Typography';
import { PageTitle } from '../../../patterns/PageLayout';
import { projectsFr } from '../../../i18n/projects.fr';
import { reperageActionFr } from '../../../i18n/reperageAction.fr';
import { shareActionFr } from '../../../i18n/shareAction.fr';
import { typologyLabel, worksNatureLabel } from './typology';
import * as styles from './Projects.css';

const t = projectsFr.project;

export interface ProjectPageProps {
  project: {
    name: string;
    client?: string | undefined;
    type?: string | undefined;
    worksNature?: string | undefined;
  };
  onEdit: () => void;
  onDelete: () => void;
  /** @default true */
  canEdit?: boolean;
  /** Opens the export dialog; no « Exporter » button without it (nothing to export yet). */
  onExport?: () => void;
  /** Opens the plan de repérage (PDF); no button without it (nothing measured yet). */
  onReperage?: () => void;
  /** Opens « Partager ce projet »; no button without it. */
  onShare?: () => void;
  /** The share button is hovered or focused: its dialog's code starts loading, so that a press opens it at once. */
  onSharePrepare?: () => void;
  /** The project's quantities page (« Quantités »). */
  quantitiesHref?: string;
  /** The project's « Historique et versions » page; no link without it. */
  historyHref?: string;
  /**
   * The plans area: the project's sheets, and the plan import once it is there. A region of its own (« Plans »),
   * filled by the route.
   */
  plans: ReactNode;
}

/**
 * A project's page, in the main region: its name, client and typology, « Modifier » and « Supprimer », then the plans
 * area. The project's other fields are in the details panel beside it.
 */
/** The plans region's heading: the sheet list in it is named by it. */
export const PROJECT_PLANS_HEADING_ID = 'project-plans';

export function ProjectPage({
  project,
  onEdit,
  onDelete,
  canEdit = true,
  onExport,
  onReperage,
  onShare,
  onSharePrepare,
  quantitiesHref,
  historyHref,
  plans,
}: ProjectPageProps) {
  const subtitle = [project.client, typologyLabel(project.type), worksNatureLabel(project.worksNature)]
    .filter(Boolean)
    .join(' · ');
  return (
    <div className={styles.page}>
      <div className={styles.pageHeader}>
        <div className={styles.intro}>
          <PageTitle className={styles.title}>{project.name}</PageTitle>
          {subtitle && <Text tone="muted">{subtitle}</Text>}
        </div>
        <div role="group" aria-label={t.actions} className={styles.headerActions}>
          {quantitiesHref && (
            <ButtonLink variant="secondary" href={quantitiesHref}>
              {t.quantities}
            </ButtonLink>
          )}
          {historyHref !== undefined && (
            <ButtonLink href={historyHref} variant="secondary">
              {t.history}
            </ButtonLink>
          )}
          {onExport && (
            <Button variant="secondary" onPress={onExport}>
              <Icon name="download" size="sm" />
              {t.export}
            </Button>
          )}
          {onReperage && (
            <Button variant="secondary" onPress={onReperage}>
              <Icon name="download" size="sm" />
              {reperageActionFr.action}
            </Button>
          )}
          {onShare && (
            <Button
              variant="secondary"
              onPress={onShare}
              isDisabled={!canEdit}
              {...(onSharePrepare ? { onHoverStart: onSharePrepare, onFocus: onSharePrepare } : {})}
            >
              {shareActionFr.action}
            </Button>
          )}
          <Button variant="secondary" onPress={onEdit} isDisabled={!canEdit}>
            <Icon name="edit" size="sm" />
            {t.edit}
          </Button>
          <Button variant="danger" onPress={onDelete} isDisabled={!canEdit}>
            <Icon name="trash" size="sm" />
            {t.delete}
          </Button>
        </div>
      </div>
      <section aria-labelledby={PROJECT_PLANS_HEADING_ID} className={styles.plans}>
        <Heading level={2} size="xl" id={PROJECT_PLANS_HEADING_ID}>
          {t.plansTitle}
        </Heading>
        {plans}
      </section>
    </div>
  );
}
