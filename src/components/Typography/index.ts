export {
  Heading,
  Text,
  defaultHeadingSize,
  type HeadingLevel,
  type HeadingProps,
  type HeadingSize,
  type TextProps,
} from './Typography';
