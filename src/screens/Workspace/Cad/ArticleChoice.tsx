import { Button } from '../../../components/Button';
import type { OutlineArticle } from '../../../domain/library/outline';
import type { Unit } from '../../../domain/takeoff/quantity';
import { cadPanelsFr } from '../../../i18n/cadPanels.fr';
import { ArticleSearch } from '../MeasurementArticles/ArticleSearch';
import * as styles from './Cad.css';

const t = cadPanelsFr.article;

export interface ArticleChoiceProps {
  readonly articles: readonly OutlineArticle[];
  /** The article chosen; null: none (the measurement is made without one, to be linked later). */
  readonly articleId: string | null;
  readonly onChange: (articleId: string | null) => void;
  /** Units proposed first (a count's U, a layer's ml or m²). */
  readonly preferredUnits?: readonly Unit[];
}

/**
 * The article a count or a measurement made from CAD data is linked to, chosen before the action: the search of
 * « Articles reliés » (ArticleSearch), then the article chosen with « Changer d’article ». Optional: without one,
 * the measurement is made and linked later. Nothing to choose from when the project has no library.
 */
export function ArticleChoice({ articles, articleId, onChange, preferredUnits }: ArticleChoiceProps) {
  if (articles.length === 0) return null;
  const chosen = articleId === null ? undefined : articles.find((a) => a.article.id === articleId);
  if (chosen) {
    return (
      <div className={styles.chosenArticle}>
        <p className={styles.text}>
          <span className={styles.articleNumber}>{chosen.number}</span>
          <span>{chosen.article.designation}</span>
          <span className={styles.articleUnit}>{chosen.article.unite}</span>
        </p>
        <Button variant="ghost" size="sm" onPress={() => onChange(null)}>
          {t.change}
        </Button>
      </div>
    );
  }
  return <ArticleSearch articles={articles} preferredUnits={preferredUnits} onPick={onChange} copy={t} />;
}
