export { Welcome, type WelcomeProps } from './Welcome';
