import { useMemo, useState, type FormEvent } from 'react';
import { Button } from '../../../components/Button';
import { TextField } from '../../../components/TextField';
import type { OutlineArticle } from '../../../domain/library/outline';
import { articleMatcher, preferUnits } from '../../../domain/library/search';
import type { Unit } from '../../../domain/takeoff/quantity';
import { interpolate } from '../../../i18n/format';
import * as styles from './MeasurementArticles.css';

/** The articles listed for a search: the first ones, those of the measurement's units first. */
const MAX_RESULTS = 8;

export interface ArticleSearchCopy {
  readonly search: string;
  readonly searchDescription: string;
  readonly noResult: string;
  readonly results: string;
  /** A result's accessible name, `{designation}` its number and designation (« Relier à 08.01.01 Carrelage »). */
  readonly pick: string;
}

export interface ArticleSearchProps {
  readonly articles: readonly OutlineArticle[];
  readonly preferredUnits?: readonly Unit[] | undefined;
  /** Articles not offered (those already linked). */
  readonly exclude?: ReadonlySet<string>;
  readonly onPick: (articleId: string) => void;
  readonly copy: ArticleSearchCopy;
}

/**
 * The article search of « Articles reliés » and of the bulk link: typed text matched against the libraries' active
 * articles, those in the measurements' units first; a result pressed, or Entrée for the first one, picks it and
 * empties the field.
 */
export function ArticleSearch({ articles, preferredUnits, exclude, onPick, copy }: ArticleSearchProps) {
  const [search, setSearch] = useState('');
  const results = useMemo(() => {
    if (search.trim() === '') return [];
    const match = articleMatcher({ text: search, activeOnly: true });
    const found = articles.filter((a) => !exclude?.has(a.article.id) && match(a));
    return preferUnits(found, preferredUnits).slice(0, MAX_RESULTS);
  }, [articles, search, exclude, preferredUnits]);
  const pick = (articleId: string) => {
    onPick(articleId);
    setSearch('');
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const first = results[0];
    if (first) pick(first.article.id);
  };
  return (
    <form className={styles.search} onSubmit={onSubmit} role="search">
      <TextField label={copy.search} description={copy.searchDescription} value={search} onChange={setSearch} />
      {search.trim() !== '' &&
        (results.length === 0 ? (
          <p className={styles.problem} role="status">
            {copy.noResult}
          </p>
        ) : (
          <ul className={styles.results} aria-label={copy.results}>
            {results.map((entry) => (
              <li key={entry.article.id}>
                <Button
                  variant="ghost"
                  size="sm"
                  className={styles.result}
                  onPress={() => pick(entry.article.id)}
                  aria-label={interpolate(copy.pick, {
                    designation: `${entry.number} ${entry.article.designation} ${entry.article.unite}`,
                  })}
                >
                  {/* The spaces between the parts are not laid out (grid areas) but keep the visible text, as read, inside
                      the accessible name (WCAG 2.5.3). */}
                  <span className={`${styles.number} ${styles.resultNumber}`}>{entry.number}</span>{' '}
                  <span className={styles.resultDesignation}>{entry.article.designation}</span>{' '}
                  <span className={`${styles.unit} ${styles.resultUnit}`}>{entry.article.unite}</span>
                </Button>
              </li>
            ))}
          </ul>
        ))}
    </form>
  );
}
