export { MeasurementArticles, type LinkedArticleView, type MeasurementArticlesProps } from './MeasurementArticles';
