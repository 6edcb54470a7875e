export { MeasurementArticles, type LinkedArticleView, type MeasurementArticlesProps } from './MeasurementArticles';
export { UnitErrorList, type UnitErrorEntry, type UnitErrorListProps } from './UnitErrorList';
