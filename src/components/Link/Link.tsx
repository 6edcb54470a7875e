import type { ReactNode } from 'react';
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { shellComponentsFr } from '../../i18n/components-shell.fr';
import { Icon } from '../Icon';
import { VisuallyHidden } from '../VisuallyHidden';
import { externalIcon, link, type LinkVariants } from './Link.css';

export interface LinkProps extends Omit<AriaLinkProps, 'className' | 'children'> {
  children: ReactNode;
  /** 'inline' sits in running text (underlined); 'standalone' stands alone; 'subtle' takes the text colour. @default 'inline' */
  variant?: 'inline' | 'standalone' | 'subtle';
  /** Opens in a new window, with rel="noopener noreferrer", an icon and a spoken warning. @default false */
  isExternal?: boolean;
  className?: string;
}

/** Merges our rel with the caller's, so a "nofollow" survives and noopener/noreferrer are always there. */
export function externalRel(rel: string | undefined): string {
  const parts = new Set((rel ?? '').split(/\s+/).filter(Boolean));
  parts.add('noopener');
  parts.add('noreferrer');
  return [...parts].join(' ');
}

/**
 * The icon and the spoken "(nouvelle fenêtre)" that every new-window link carries (RGAA 13.2). The space is a text
 * node of its own: accessible-name computation trims the text inside an element, so a leading space there would be
 * lost and the name would read "Légifrance(nouvelle fenêtre)".
 */
export function NewWindowHint({ iconClassName }: { iconClassName?: string }) {
  return (
    <>
      {' '}
      <VisuallyHidden>{shellComponentsFr.link.newWindow}</VisuallyHidden>
      <Icon name="external" size="sm" className={iconClassName} />
    </>
  );
}

/**
 * A react-aria Link: `href="/projets"` navigates client-side through the RouterProvider; an external link opens a
 * new window and says so.
 */
export function Link({ children, variant, isExternal, target, rel, className, ...rest }: LinkProps) {
  const opensNewWindow = isExternal === true || target === '_blank';
  const variants: LinkVariants = { variant };
  return (
    <AriaLink
      {...rest}
      target={opensNewWindow ? '_blank' : target}
      rel={opensNewWindow ? externalRel(rel) : rel}
      className={[link(variants), className].filter(Boolean).join(' ')}
    >
      {children}
      {opensNewWindow && <NewWindowHint iconClassName={externalIcon} />}
    </AriaLink>
  );
}
