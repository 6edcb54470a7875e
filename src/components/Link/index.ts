export { Link, NewWindowHint, externalRel, type LinkProps } from './Link';
export { link as linkRecipe } from './Link.css';
