import type { ReactNode } from 'react';
import { useHref, useNavigate, type NavigateOptions } from 'react-router-dom';
import { I18nProvider, RouterProvider } from 'react-aria-components';
import { Provider as JotaiProvider, type createStore } from 'jotai';
import { scrollToFragmentLink } from '../routes/hooks/scroll';

declare module 'react-aria-components' {
  interface RouterConfig {
    routerOptions: NavigateOptions;
  }
}

export interface ProvidersProps {
  children: ReactNode;
  /** A fresh store per story or test; the app uses jotai's default store when omitted. */
  store?: ReturnType<typeof createStore>;
}

/** A URL with a scheme (https:, mailto:, tel:) or protocol-relative: not a path for the router. */
const ABSOLUTE_URL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * react-aria passes every link's href through this hook. react-router's useHref resolves its argument as a path, so
 * 'https://app.metr.fr' would become '/https:/app.metr.fr': absolute URLs are returned unchanged.
 */
function useRouterHref(href: string): string {
  const resolved = useHref(href);
  return ABSOLUTE_URL.test(href) ? href : resolved;
}

/**
 * The providers every screen needs: French locale for react-aria (dates, numbers, built-in strings), react-aria
 * links routed client-side through react-router, and jotai. Must sit inside a react-router router.
 */
export function Providers({ children, store }: ProvidersProps) {
  const navigate = useNavigate();
  const open = (to: string, options?: NavigateOptions) => {
    // A fragment of this page answers at once; the router's transition may wait (see scrollToFragmentLink).
    scrollToFragmentLink(to);
    void navigate(to, options);
  };
  return (
    <I18nProvider locale="fr-FR">
      <RouterProvider navigate={open} useHref={useRouterHref}>
        <JotaiProvider store={store}>{children}</JotaiProvider>
      </RouterProvider>
    </I18nProvider>
  );
}
