import type { HTMLAttributes, ReactNode } from 'react';
import { card } from './Card.css';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'className' | 'children'> {
  children: ReactNode;
  /** 'article' for self-contained content, 'section' with a heading (name it with aria-labelledby). @default 'div' */
  as?: 'article' | 'section' | 'div';
  /** @default 'default' */
  tone?: 'default' | 'subtle' | 'inverse';
  /** Inner spacing, from the space scale. @default 'xl' */
  padding?: 'md' | 'lg' | 'xl';
  className?: string;
}

/** A surface that groups related content. */
export function Card({ children, as: Element = 'div', tone, padding, className, ...rest }: CardProps) {
  return (
    <Element {...rest} className={[card({ tone, padding }), className].filter(Boolean).join(' ')}>
      {children}
    </Element>
  );
}
