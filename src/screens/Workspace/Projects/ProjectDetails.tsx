import { parseDate } from '@internationalized/date';
import { Button } from '../../../components/Button';
import { Icon } from '../../../components/Icon/workspace';
import { Heading } from '../../../components/Typography';
import { formatLongDate } from '../../../i18n/format';
import { projectsFr } from '../../../i18n/projects.fr';
import { typologyLabel, worksNatureLabel } from './typology';
import * as styles from './Projects.css';

const t = projectsFr.details;

export interface ProjectDetailsValues {
  name: string;
  client?: string | undefined;
  reference?: string | undefined;
  type?: string | undefined;
  worksNature?: string | undefined;
  address?: string | undefined;
  /** YYYY-MM-DD. */
  deliveryDate?: string | undefined;
  /** ISO 8601. */
  createdAt: string;
}

export interface ProjectDetailsProps {
  project: ProjectDetailsValues;
  onEdit: () => void;
  /** @default true */
  canEdit?: boolean;
}

function longDate(isoDate: string): string {
  try {
    return formatLongDate(parseDate(isoDate).toDate('UTC'));
  } catch {
    return isoDate;
  }
}

/** The project's own fields, in the side panel of its page, with « Modifier le projet ». */
export function ProjectDetails({ project, onEdit, canEdit = true }: ProjectDetailsProps) {
  const rows: [string, string | undefined][] = [
    [t.client, project.client],
    [t.typology, typologyLabel(project.type)],
    [t.worksNature, worksNatureLabel(project.worksNature)],
    [t.reference, project.reference],
    [t.address, project.address],
    [t.deliveryDate, project.deliveryDate ? longDate(project.deliveryDate) : undefined],
    // A date an older version stored damaged reads as not provided, instead of throwing while the page renders.
    [
      t.createdAt,
      Number.isFinite(Date.parse(project.createdAt)) ? formatLongDate(new Date(project.createdAt)) : undefined,
    ],
  ];
  return (
    <section className={styles.details} aria-labelledby="project-details">
      <Heading level={2} size="lg" id="project-details">
        {t.title}
      </Heading>
      <dl className={styles.detailList}>
        {rows.map(([term, value]) => (
          <div key={term} className={styles.detailRow}>
            <dt className={styles.detailTerm}>{term}</dt>
            <dd className={styles.detailValue}>
              {value ? value : <span className={styles.notProvided}>{t.notProvided}</span>}
            </dd>
          </div>
        ))}
      </dl>
      <div>
        <Button variant="secondary" size="sm" onPress={onEdit} isDisabled={!canEdit}>
          <Icon name="edit" size="sm" />
          {t.edit}
        </Button>
      </div>
    </section>
  );
}
