import type { MouseEvent, ReactNode } from 'react';
import { shellComponentsFr } from '../../i18n/components-shell.fr';
import { skipLink } from './SkipLink.css';

export interface SkipLinkProps {
  /** The id of the element to jump to, usually the <main>. @default 'main' */
  targetId?: string;
  /** @default shellComponentsFr.skipLink.label ('Aller au contenu principal') */
  children?: ReactNode;
  className?: string;
}

/**
 * The first tab stop of every page (RGAA 12.7): jumps over the header to the main content.
 *
 * A plain anchor rather than the router-aware Link: "#main" is an in-page target, not a route, and must not go
 * through the client router (a hash router or a basename would rewrite it). Following a fragment does not move the
 * keyboard focus in every browser, so focus is moved explicitly.
 */
export function SkipLink({ targetId = 'main', children = shellComponentsFr.skipLink.label, className }: SkipLinkProps) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const target = document.getElementById(targetId);
    if (!target) return;
    event.preventDefault();
    // A non-interactive target needs tabindex="-1" to take focus without becoming a tab stop.
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus();
    target.scrollIntoView?.({ block: 'start' });
  };
  return (
    <a href={`#${targetId}`} onClick={onClick} className={[skipLink, className].filter(Boolean).join(' ')}>
      {children}
    </a>
  );
}
