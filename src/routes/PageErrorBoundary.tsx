/**
 * A page that throws while it loads or renders shows « Cette page n’a pas pu s’afficher » with a way on, instead of
 * React unmounting the whole app (a blank window). Two places hold one: each layout's <main> (the header and the
 * footer stay) and the root layout (the workspace pages, which lay out their own frame, and the layouts' own chunks).
 * Navigating away from a failed page shows the next one.
 */
import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { paths } from '../config/routes';
import { fr } from '../i18n/fr';
import { PageError } from '../screens/PageError';

/**
 * A module that could not be fetched: what a dynamic import rejects with when the connection drops or a deployment
 * removed the chunk (Chromium, Firefox and Safari's words), or any failure while the browser says it is offline.
 */
export function isLoadFailure(error: unknown): boolean {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true;
  return (
    error instanceof Error &&
    /dynamically imported module|module script failed|Unable to preload CSS|Failed to fetch/i.test(error.message)
  );
}

interface BoundaryProps extends PageErrorBoundaryProps {
  readonly pathname: string;
}

interface BoundaryState {
  readonly failed: boolean;
  readonly kind: 'load' | 'unexpected';
  /** The address the children last rendered at. */
  readonly pathname: string;
}

/** React logs the error it catches (its default onCaughtError): nothing more is written here. */
class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false, kind: 'unexpected', pathname: this.props.pathname };

  /** Another address: its page is rendered again (a failure belongs to the page it happened on). */
  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.pathname === state.pathname ? null : { failed: false, pathname: props.pathname };
  }

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failed: true, kind: isLoadFailure(error) ? 'load' : 'unexpected' };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    const message = (
      <>
        <title>{fr.pageError.title}</title>
        <PageError
          kind={this.state.kind}
          homeHref={paths.home}
          onReload={() => window.location.reload()}
          wayOut={this.props.wayOut}
        />
      </>
    );
    return this.props.isLandmark ? (
      <main id="main" tabIndex={-1}>
        {message}
      </main>
    ) : (
      message
    );
  }
}

/**
 * Not keyed by the address: a key would mount the layouts and the pages again on every navigation. The boundary
 * remembers the address instead, and lets the children render again at any other one.
 */
export interface PageErrorBoundaryProps {
  readonly children: ReactNode;
  /** The message is the page's <main> (above the layouts, which own it otherwise). @default false */
  readonly isLandmark?: boolean;
  /**
   * The workspace's way out, shown with the message (Workspace/Shell/DataWayOut): save or restore the data, the
   * storage, sign out. A page that fails on its data (a row an older version stored damaged) must never leave its
   * person without them. @default undefined
   */
  readonly wayOut?: ReactNode;
}

export function PageErrorBoundary(props: PageErrorBoundaryProps) {
  const { pathname } = useLocation();
  return <Boundary pathname={pathname} {...props} />;
}

/**
 * For what a page can do without (the consent host): a failure to load or render it renders nothing, and the page
 * goes on. No banner means no analytics either: the visitor's privacy holds.
 */
export class QuietBoundary extends Component<{ readonly children: ReactNode }, { readonly failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
