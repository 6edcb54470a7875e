export { Box, Inline, Stack, type BoxElement, type BoxProps, type InlineProps, type StackProps } from './Layout';
