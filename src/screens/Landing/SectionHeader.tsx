import { Heading, Text } from '../../components/Typography';
import * as styles from './Landing.css';

export interface SectionHeaderProps {
  /** The heading's id: the section is labelled by it. */
  id: string;
  eyebrow?: string;
  title: string;
}

export function SectionHeader({ id, eyebrow, title }: SectionHeaderProps) {
  return (
    <div className={styles.sectionHeader}>
      {eyebrow && (
        <Text as="p" className={styles.eyebrow}>
          {eyebrow}
        </Text>
      )}
      <Heading level={2} id={id}>
        {title}
      </Heading>
    </div>
  );
}
