import type { HTMLAttributes, ReactNode } from 'react';
import { Heading as AriaHeading, type HeadingProps as AriaHeadingProps } from 'react-aria-components';
import { heading, text } from './Typography.css';

export type HeadingLevel = 1 | 2 | 3 | 4 | 5 | 6;
export type HeadingSize = 'display1' | 'display2' | 'display3' | 'xxl' | 'xl' | 'lg' | 'md';

/** The size a level takes when none is given; `display1` is kept for the landing hero. */
export const defaultHeadingSize: Record<HeadingLevel, HeadingSize> = {
  1: 'display2',
  2: 'display3',
  3: 'xxl',
  4: 'xl',
  5: 'lg',
  6: 'md',
};

export interface HeadingProps extends Omit<AriaHeadingProps, 'className' | 'children' | 'level'> {
  children: ReactNode;
  /** The document outline level: required, so the outline never depends on the look (RGAA 9.1). */
  level: HeadingLevel;
  /** The look, decoupled from the level. @default by level: 1 → 'display2', 2 → 'display3', 3 → 'xxl', 4 → 'xl', 5 → 'lg', 6 → 'md' */
  size?: HeadingSize;
  className?: string;
}

export function Heading({ children, level, size, className, ...rest }: HeadingProps) {
  return (
    <AriaHeading
      {...rest}
      level={level}
      className={[heading({ size: size ?? defaultHeadingSize[level] }), className].filter(Boolean).join(' ')}
    >
      {children}
    </AriaHeading>
  );
}

export interface TextProps extends Omit<HTMLAttributes<HTMLElement>, 'className' | 'children'> {
  children: ReactNode;
  /** @default 'p' */
  as?: 'p' | 'span' | 'div';
  /** @default 'md' */
  size?: 'sm' | 'md' | 'lg';
  /** @default 'default' */
  tone?: 'default' | 'muted' | 'danger' | 'success';
  /** @default 'regular' */
  weight?: 'regular' | 'medium' | 'semibold' | 'bold';
  className?: string;
}

export function Text({ children, as: Element = 'p', size, tone, weight, className, ...rest }: TextProps) {
  return (
    <Element {...rest} className={[text({ size, tone, weight }), className].filter(Boolean).join(' ')}>
      {children}
    </Element>
  );
}
