import type { ReactNode } from 'react';
import {
  Button,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  type Key,
  type ListBoxItemProps,
  type SelectProps as AriaSelectProps,
} from 'react-aria-components';
import { shellComponentsFr } from '../../i18n/components-shell.fr';
import { Description, FieldError, Label, fieldStyle, inputStyle, type ErrorMessage } from '../Field';
import { Icon } from '../Icon';
import * as styles from './Select.css';

export interface SelectOption {
  id: string;
  label: string;
}

export interface SelectProps extends Omit<
  AriaSelectProps<SelectOption>,
  'className' | 'children' | 'items' | 'placeholder' | 'selectionMode'
> {
  label: ReactNode;
  /** @default shellComponentsFr.select.placeholder ('Sélectionnez une option') */
  placeholder?: string;
  /** The options; an option with an empty id is dropped (see below). Use either `items` or `children`. */
  items?: readonly SelectOption[];
  /** SelectItem elements, when the options are written out. */
  children?: ReactNode;
  /** Help text under the label, linked to the trigger. */
  description?: ReactNode;
  /** The French message shown under the field while it is invalid. */
  errorMessage?: ErrorMessage;
  className?: string;
}

// An empty value would submit as 'nothing chosen' while looking chosen: such an option can never be selected.
const EMPTY = '';
const orNull = (key: Key | null | undefined) => (key === EMPTY ? null : key);

export function Select({
  label,
  placeholder = shellComponentsFr.select.placeholder,
  items,
  children,
  description,
  errorMessage,
  isRequired,
  disabledKeys,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  value,
  defaultValue,
  onChange,
  className,
  ...rest
}: SelectProps) {
  const options = items?.filter((item) => item.id !== EMPTY);
  return (
    <AriaSelect<SelectOption>
      {...rest}
      isRequired={isRequired}
      placeholder={placeholder}
      disabledKeys={[...(disabledKeys ?? []), EMPTY]}
      // Keys arrive under either name (selectedKey is the older, deprecated one); an empty key means 'no value'.
      {...(selectedKey !== undefined && { selectedKey: orNull(selectedKey) })}
      {...(defaultSelectedKey !== undefined && { defaultSelectedKey: orNull(defaultSelectedKey) })}
      {...(value !== undefined && { value: orNull(value) })}
      {...(defaultValue !== undefined && { defaultValue: orNull(defaultValue) })}
      onSelectionChange={onSelectionChange && ((key) => key !== EMPTY && onSelectionChange(key))}
      onChange={onChange && ((key) => key !== EMPTY && onChange(key))}
      className={[fieldStyle, styles.root, className].filter(Boolean).join(' ')}
    >
      <Label isRequired={isRequired}>{label}</Label>
      {description !== undefined && <Description>{description}</Description>}
      <Button className={`${inputStyle} ${styles.trigger}`}>
        <SelectValue className={styles.value} />
        <Icon name="chevronDown" size="sm" className={styles.chevron} />
      </Button>
      <FieldError>{errorMessage}</FieldError>
      <Popover className={styles.popover}>
        {options ? (
          <ListBox className={styles.listBox} items={options}>
            {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
          </ListBox>
        ) : (
          <ListBox className={styles.listBox}>{children}</ListBox>
        )}
      </Popover>
    </AriaSelect>
  );
}

export interface SelectItemProps extends Omit<ListBoxItemProps<SelectOption>, 'className' | 'children' | 'id'> {
  id: string;
  children: string;
}

/** One option; the selected one carries a check mark, so the state is not shown by colour alone. */
export function SelectItem({ children, ...rest }: SelectItemProps) {
  return (
    <ListBoxItem {...rest} textValue={children} className={styles.item}>
      {({ isSelected }) => (
        <>
          <span>{children}</span>
          {isSelected && <Icon name="check" size="sm" />}
        </>
      )}
    </ListBoxItem>
  );
}
