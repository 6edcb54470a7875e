import type { ReactNode } from 'react';
import { Breadcrumbs, type BreadcrumbItem } from '../../../components/Breadcrumbs';
import { Button } from '../../../components/Button';
import { ButtonLink } from '../../../components/ButtonLink';
import { Icon } from '../../../components/Icon/workspace';
import { Link } from '../../../components/Link';
import { Menu, MenuItem, MenuSeparator, MenuTrigger } from '../../../components/Menu';
import { fr } from '../../../i18n/fr';
import { interpolate } from '../../../i18n/format';
import { shellFr } from '../../../i18n/projects.fr';
import * as styles from './WorkspaceHeader.css';

export type SettingsAction = 'backup' | 'storage' | 'signOut';

export interface WorkspaceHeaderProps {
  /** The project list, where the product name leads. */
  homeHref: string;
  /** Projets › <projet> › <plan>: every crumb but the last links back. */
  breadcrumbs: readonly BreadcrumbItem[];
  /** From the local user record; null while it loads or when this browser has none. */
  firstName: string | null;
  onSettingsAction: (action: SettingsAction) => void;
  /** The article libraries' page; no link without it. */
  librariesHref?: string;
  /** A shared project's connection and who is on it (issue 30), beside the crumbs. @default undefined */
  status?: ReactNode;
}

/**
 * The workspace's banner: the product name (back to the projects), where the page is, the greeting and the settings
 * menu (backup, storage, sign-out).
 */
export function WorkspaceHeader({
  homeHref,
  breadcrumbs,
  firstName,
  onSettingsAction,
  librariesHref,
  status,
}: WorkspaceHeaderProps) {
  return (
    <header className={styles.header}>
      <Link href={homeHref} variant="subtle" aria-label={shellFr.productHome} className={styles.brand}>
        {fr.common.productName}
      </Link>
      <Breadcrumbs items={breadcrumbs} className={styles.crumbs} />
      <div className={styles.actions}>
        {status}
        <p className={styles.greeting}>
          {firstName ? interpolate(shellFr.greeting, { firstName }) : shellFr.greetingFallback}
        </p>
        {librariesHref && (
          <ButtonLink variant="ghost" size="sm" href={librariesHref}>
            {shellFr.libraries}
          </ButtonLink>
        )}
        <MenuTrigger>
          <Button variant="secondary" size="sm">
            <Icon name="settings" size="sm" />
            {shellFr.settings}
          </Button>
          <Menu aria-label={shellFr.settings} onAction={(key) => onSettingsAction(key as SettingsAction)}>
            <MenuItem id="backup" icon="download">
              {shellFr.menu.backup}
            </MenuItem>
            <MenuItem id="storage" icon="storage">
              {shellFr.menu.storage}
            </MenuItem>
            <MenuSeparator />
            <MenuItem id="signOut" icon="signOut">
              {shellFr.menu.signOut}
            </MenuItem>
          </Menu>
        </MenuTrigger>
      </div>
    </header>
  );
}
