export { PageError, type PageErrorProps, type PageErrorWayOut } from './PageError';
