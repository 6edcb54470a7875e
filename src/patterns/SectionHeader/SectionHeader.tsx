import type { HTMLAttributes, ReactNode } from 'react';
import { Heading } from '../../components/Typography';
import * as styles from './SectionHeader.css';

export interface EyebrowProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  children: ReactNode;
  /** The element: a paragraph above a title, or the heading itself when the eyebrow names its section. @default 'p' */
  as?: 'p' | 'h2' | 'h3';
  /** @default 'sm' */
  size?: keyof typeof styles.eyebrowSize;
  /** @default 'accent' */
  tone?: keyof typeof styles.eyebrowTone;
}

/** The small uppercase line above a title, or naming a group. */
export function Eyebrow({ as: Element = 'p', size = 'sm', tone = 'accent', className, ...rest }: EyebrowProps) {
  const classes = [styles.eyebrow, styles.eyebrowSize[size], styles.eyebrowTone[tone], className];
  return <Element {...rest} className={classes.filter(Boolean).join(' ')} />;
}

export interface SectionHeaderProps {
  /** The heading's id: the section is labelled by it. */
  id: string;
  eyebrow?: string;
  title: string;
}

/** A section's centred header: the eyebrow, then the level-2 title that labels the section. */
export function SectionHeader({ id, eyebrow, title }: SectionHeaderProps) {
  return (
    <div className={styles.sectionHeader}>
      {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
      <Heading level={2} id={id}>
        {title}
      </Heading>
    </div>
  );
}
