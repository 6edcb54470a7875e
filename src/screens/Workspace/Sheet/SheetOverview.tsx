import { ButtonLink } from '../../../components/ButtonLink';
import { Icon } from '../../../components/Icon/workspace';
import { Text } from '../../../components/Typography';
import { PageTitle } from '../../../patterns/PageLayout';
import { interpolate } from '../../../i18n/format';
import { formatNumber } from '../../../i18n/numbers';
import { projectsFr } from '../../../i18n/projects.fr';
import * as styles from './Sheet.css';

const t = projectsFr.sheet;

/** PDF points per millimetre (72 points to the inch, 25.4 mm to the inch). */
const POINTS_PER_MM = 72 / 25.4;

export interface SheetOverviewProps {
  sheet: {
    name: string;
    /** PDF points. */
    width: number;
    height: number;
  };
  /** An object URL of its thumbnail, when there is one. @default undefined */
  thumbnailUrl?: string | undefined;
  /** The project's page. */
  projectHref: string;
}

/**
 * A sheet's page before the plan viewer opens it: its name, its paper size and its thumbnail, and the way back to the
 * project. It says plainly that the plan cannot be shown yet.
 */
export function SheetOverview({ sheet, thumbnailUrl, projectHref }: SheetOverviewProps) {
  const size = interpolate(t.size, {
    width: formatNumber(sheet.width / POINTS_PER_MM, 0),
    height: formatNumber(sheet.height / POINTS_PER_MM, 0),
  });
  return (
    <div className={styles.overview}>
      <PageTitle className={styles.title}>{sheet.name}</PageTitle>
      <Text tone="muted">{size}</Text>
      <figure className={styles.figure}>
        {thumbnailUrl ? (
          <img
            src={thumbnailUrl}
            alt={interpolate(projectsFr.sheets.thumbnail, { name: sheet.name })}
            className={styles.thumbnail}
          />
        ) : (
          <Text tone="muted">{t.noThumbnail}</Text>
        )}
      </figure>
      <Text>{t.viewerPending}</Text>
      <div>
        <ButtonLink href={projectHref} variant="secondary">
          <Icon name="arrowLeft" size="sm" />
          {t.backToProject}
        </ButtonLink>
      </div>
    </div>
  );
}
