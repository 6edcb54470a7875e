export { PageError, type PageErrorProps } from './PageError';
