import type { ReactNode } from 'react';
import {
  Button,
  Input,
  SearchField as AriaSearchField,
  type SearchFieldProps as AriaSearchFieldProps,
} from 'react-aria-components';
import { componentsFr } from '../../i18n/components.fr';
import { Description, Label, fieldStyle, inputStyle } from '../Field';
import { Icon } from '../Icon/workspace';
import * as styles from './SearchField.css';

export interface SearchFieldProps extends Omit<AriaSearchFieldProps, 'className' | 'children'> {
  label: ReactNode;
  /** Help text under the label, linked to the input (what the search looks in). */
  description?: ReactNode;
  placeholder?: string;
  className?: string;
}

/**
 * A search input (role="searchbox") with react-aria’s keys: Escape clears it, Enter submits. The clear button is
 * shown only when there is something to clear; it is not a tab stop (Escape does the same from the keyboard).
 */
export function SearchField({ label, description, placeholder, className, ...rest }: SearchFieldProps) {
  return (
    <AriaSearchField {...rest} className={[fieldStyle, styles.root, className].filter(Boolean).join(' ')}>
      <Label>{label}</Label>
      {description !== undefined && <Description>{description}</Description>}
      <div className={styles.control}>
        <Icon name="search" size="sm" className={styles.searchIcon} />
        <Input placeholder={placeholder} className={`${inputStyle} ${styles.input}`} />
        <Button className={styles.clear} aria-label={componentsFr.searchField.clear}>
          <Icon name="close" size="sm" />
        </Button>
      </div>
    </AriaSearchField>
  );
}
