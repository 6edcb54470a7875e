export { LiveNotice, type Notice } from './LiveNotice';
