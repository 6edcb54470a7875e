export { Splitter, type SplitterProps } from './Splitter';
