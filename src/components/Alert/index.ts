export { Alert, type AlertProps } from './Alert';
