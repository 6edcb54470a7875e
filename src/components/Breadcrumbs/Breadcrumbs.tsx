import {
  Breadcrumb,
  Breadcrumbs as AriaBreadcrumbs,
  Link as AriaLink,
  type BreadcrumbsProps as AriaBreadcrumbsProps,
} from 'react-aria-components';
import { componentsFr } from '../../i18n/components.fr';
import { Icon } from '../Icon/workspace';
import * as styles from './Breadcrumbs.css';

export interface BreadcrumbItem {
  id: string;
  label: string;
  /** Where the crumb leads; the last crumb is the current page and is not a link. */
  href?: string;
}

export interface BreadcrumbsProps extends Omit<
  AriaBreadcrumbsProps<BreadcrumbItem>,
  'className' | 'style' | 'children' | 'items'
> {
  items: readonly BreadcrumbItem[];
  /** Names the navigation landmark. @default componentsFr.breadcrumbs.label ('Fil d’Ariane') */
  'aria-label'?: string;
  className?: string;
}

/**
 * The trail to the current page, in a `nav` landmark: every crumb but the last is a link; the last one is marked
 * aria-current="page" by react-aria. The separators are drawn, not read.
 */
export function Breadcrumbs({
  items,
  'aria-label': ariaLabel = componentsFr.breadcrumbs.label,
  className,
  ...rest
}: BreadcrumbsProps) {
  return (
    <nav aria-label={ariaLabel} className={[styles.nav, className].filter(Boolean).join(' ')}>
      <AriaBreadcrumbs {...rest} items={items} className={styles.list}>
        {(item) => (
          <Breadcrumb id={item.id} className={styles.crumb}>
            {({ isCurrent }) => (
              <>
                <AriaLink href={isCurrent ? undefined : item.href} className={styles.link}>
                  {item.label}
                </AriaLink>
                {!isCurrent && <Icon name="chevronRight" size="sm" className={styles.separator} />}
              </>
            )}
          </Breadcrumb>
        )}
      </AriaBreadcrumbs>
    </nav>
  );
}
