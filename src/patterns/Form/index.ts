export { firstInvalid, focusFieldNextFrame, invalidProps } from './fieldErrors';
