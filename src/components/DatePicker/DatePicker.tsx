import { useContext, type ReactNode } from 'react';
import type { CalendarDate } from '@internationalized/date';
import {
  Button,
  ButtonContext,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker as AriaDatePicker,
  DatePickerStateContext,
  DateSegment,
  Dialog,
  Group,
  Heading,
  Popover,
  type DatePickerProps as AriaDatePickerProps,
} from 'react-aria-components';
import { componentsFr } from '../../i18n/components.fr';
import { Description, FieldError, Label, fieldStyle, type ErrorMessage } from '../Field';
import { Icon } from '../Icon/workspace';
import * as styles from './DatePicker.css';

const t = componentsFr.datePicker;

export interface DatePickerProps extends Omit<AriaDatePickerProps<CalendarDate>, 'className' | 'children' | 'style'> {
  label: ReactNode;
  /** Help text under the label, linked to the date segments. */
  description?: ReactNode;
  /** The French message shown under the field while it is invalid. */
  errorMessage?: ErrorMessage;
  className?: string;
}

/**
 * A date typed segment by segment (day, month, year in the locale's order: jj/mm/aaaa in French) or picked in a
 * calendar. react-aria draws both, so every browser shows the same control (a native date input differs from one
 * browser to the next). An optional date can be cleared with its own button.
 */
export function DatePicker({ label, description, errorMessage, isRequired, className, ...rest }: DatePickerProps) {
  return (
    <AriaDatePicker<CalendarDate>
      {...rest}
      isRequired={isRequired}
      className={[fieldStyle, styles.root, className].filter(Boolean).join(' ')}
    >
      <Label isRequired={isRequired}>{label}</Label>
      {description !== undefined && <Description>{description}</Description>}
      <div className={styles.row}>
        <Group className={styles.group}>
          <DateInput className={styles.input}>
            {(segment) => <DateSegment segment={segment} className={styles.segment} />}
          </DateInput>
          <Button className={styles.iconButton} aria-label={t.open}>
            <Icon name="calendar" size="sm" />
          </Button>
        </Group>
        {!isRequired && <ClearButton />}
      </div>
      <FieldError>{errorMessage}</FieldError>
      <Popover className={styles.popover}>
        <Dialog aria-label={t.calendar} className={styles.dialog}>
          <Calendar className={styles.calendar}>
            <header className={styles.calendarHeader}>
              <Button slot="previous" className={styles.iconButton}>
                <Icon name="chevronLeft" size="sm" />
              </Button>
              <Heading className={styles.month} />
              <Button slot="next" className={styles.iconButton}>
                <Icon name="chevronRight" size="sm" />
              </Button>
            </header>
            <CalendarGrid className={styles.grid}>
              {(date) => <CalendarCell date={date} className={styles.cell} />}
            </CalendarGrid>
          </Calendar>
        </Dialog>
      </Popover>
    </AriaDatePicker>
  );
}

/** Shown while there is a date: empties the field in one press (segment by segment would take six Backspaces). */
function ClearButton() {
  const state = useContext(DatePickerStateContext);
  if (!state?.value) return null;
  return (
    // Out of the picker's button context, which would make any Button inside it open the calendar.
    <ButtonContext.Provider value={null}>
      <Button className={styles.clearButton} aria-label={t.clear} onPress={() => state.setValue(null)}>
        <Icon name="close" size="sm" />
      </Button>
    </ButtonContext.Provider>
  );
}
