import { createElement, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { sprinkles, type Sprinkles } from '../../theme';
import { inline, stack } from './Layout.css';

/** The elements a layout primitive may render; a closed list keeps the props typed without `any`. */
export type BoxElement =
  | 'div'
  | 'span'
  | 'section'
  | 'article'
  | 'aside'
  | 'header'
  | 'footer'
  | 'main'
  | 'nav'
  | 'ul'
  | 'ol'
  | 'li'
  | 'form'
  | 'fieldset';

export type BoxProps = Sprinkles &
  Omit<HTMLAttributes<HTMLElement>, keyof Sprinkles | 'className' | 'children'> & {
    /** @default 'div' */
    as?: BoxElement;
    children?: ReactNode;
    className?: string;
    ref?: Ref<HTMLElement>;
  };

/** Splits sprinkles props (layout utilities) from the DOM attributes. */
function splitSprinkles(props: Record<string, unknown>) {
  const atoms: Record<string, unknown> = {};
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(props)) {
    if (sprinkles.properties.has(key as keyof Sprinkles)) atoms[key] = value;
    else rest[key] = value;
  }
  return { atoms: atoms as Sprinkles, rest };
}

/** The base layout primitive: any of the sprinkles (responsive: `padding={{ mobile: 'md', desktop: 'xl' }}`). */
export function Box({ as = 'div', className, children, ...props }: BoxProps) {
  const { atoms, rest } = splitSprinkles(props);
  return createElement(
    as,
    { ...rest, className: [sprinkles(atoms), className].filter(Boolean).join(' ') || undefined },
    children,
  );
}

type Space = NonNullable<Sprinkles['gap']>;

const flexAlign = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  stretch: 'stretch',
  baseline: 'baseline',
} as const;

export type StackProps = Omit<BoxProps, 'display' | 'flexDirection' | 'alignItems' | 'gap'> & {
  /** Space between children, from the space scale; responsive: `{ mobile: 'md', desktop: 'xl' }`. @default 'md' */
  gap?: Space;
  /** Horizontal alignment of the children. @default 'stretch' */
  align?: 'start' | 'center' | 'end' | 'stretch';
};

/** Children one under the other, evenly spaced. */
export function Stack({ gap = 'md', align = 'stretch', className, ...rest }: StackProps) {
  return (
    <Box
      {...rest}
      display="flex"
      flexDirection="column"
      alignItems={flexAlign[align]}
      gap={gap}
      className={[stack, className].filter(Boolean).join(' ')}
    />
  );
}

const justifyContent = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  'space-between': 'space-between',
} as const;

export type InlineProps = Omit<
  BoxProps,
  'display' | 'flexDirection' | 'flexWrap' | 'alignItems' | 'justifyContent' | 'gap'
> & {
  /** Space between children, from the space scale; responsive. @default 'sm' */
  gap?: Space;
  /** Vertical alignment of the children. @default 'center' */
  align?: 'start' | 'center' | 'end' | 'stretch' | 'baseline';
  /** Horizontal distribution of the children. @default 'start' */
  justify?: 'start' | 'center' | 'end' | 'space-between';
  /** Wrap onto new lines when the row is full. @default true */
  wrap?: boolean;
  /** Below this breakpoint the children stack vertically (a row of buttons on a phone). @default undefined */
  collapseBelow?: 'tablet' | 'desktop';
};

/** Children side by side, wrapping, evenly spaced; can collapse to a column on small screens. */
export function Inline({
  gap = 'sm',
  align = 'center',
  justify = 'start',
  wrap = true,
  collapseBelow,
  className,
  ...rest
}: InlineProps) {
  const rowAlign = flexAlign[align];
  // Stacked, the horizontal intent (justify) becomes the cross-axis alignment so a centred row stays centred.
  const columnAlign = justify === 'space-between' ? 'flex-start' : justifyContent[justify];
  const direction =
    collapseBelow === 'tablet'
      ? ({ mobile: 'column', tablet: 'row' } as const)
      : collapseBelow === 'desktop'
        ? ({ mobile: 'column', desktop: 'row' } as const)
        : ('row' as const);
  const alignItems =
    collapseBelow === 'tablet'
      ? { mobile: columnAlign, tablet: rowAlign }
      : collapseBelow === 'desktop'
        ? { mobile: columnAlign, desktop: rowAlign }
        : rowAlign;
  return (
    <Box
      {...rest}
      display="flex"
      flexDirection={direction}
      flexWrap={wrap ? 'wrap' : 'nowrap'}
      alignItems={alignItems}
      justifyContent={justifyContent[justify]}
      gap={gap}
      className={[inline, className].filter(Boolean).join(' ')}
    />
  );
}
