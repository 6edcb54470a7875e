import { liveQuery } from 'dexie';
import { useEffect, useState, type DependencyList } from 'react';

/** A query's latest answer: loading until the first one, then the value or the error of the latest run. */
export type Live<T> =
  | { readonly status: 'loading' }
  | { readonly status: 'ready'; readonly value: T }
  | { readonly status: 'error'; readonly error: unknown };

const LOADING: Live<never> = { status: 'loading' };

const sameDeps = (a: DependencyList, b: DependencyList) =>
  a.length === b.length && a.every((value, i) => Object.is(value, b[i]));

/**
 * Runs a Dexie query and runs it again whenever a table it read changes, in this tab or another one (Dexie's
 * liveQuery observes the ranges the query read and hears other tabs' commits): the project list of two tabs stays
 * the same. `query` is null while there is nothing to ask (the database is not open yet). The answer restarts at
 * loading when `deps` change, so a page never shows the previous project's rows under the new project's name.
 */
export function useLiveQuery<T>(query: (() => Promise<T>) | null, deps: DependencyList): Live<T> {
  const [answer, setAnswer] = useState<{ deps: DependencyList; live: Live<T> }>({ deps, live: LOADING });

  useEffect(() => {
    if (!query) return undefined;
    const subscription = liveQuery(query).subscribe({
      next: (value) => setAnswer({ deps, live: { status: 'ready', value } }),
      error: (error: unknown) => setAnswer({ deps, live: { status: 'error', error } }),
    });
    return () => subscription.unsubscribe();
    // The caller names what the query depends on, as with useEffect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query !== null, ...deps]);

  return sameDeps(answer.deps, deps) ? answer.live : LOADING;
}
