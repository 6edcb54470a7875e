export { SelectByCriteria, type SelectByCriteriaProps } from './SelectByCriteria';
