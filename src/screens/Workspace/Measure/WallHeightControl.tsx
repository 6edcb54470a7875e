import { Dialog, DialogTrigger, Popover } from 'react-aria-components';
import { Button } from '../../../components/Button';
import { Icon } from '../../../components/Icon/workspace';
import { Select } from '../../../components/Select';
import { Tooltip, TooltipTrigger } from '../../../components/Tooltip';
import { PROPERTY_LIMITS } from '../../../domain/takeoff/editing';
import { fail, ok, type Result } from '../../../domain/takeoff/types';
import { interpolate } from '../../../i18n/format';
import { measureFr } from '../../../i18n/measure.fr';
import { formatQuantity, parseIssueMessage, parseLength } from '../../../i18n/numbers';
import { CommitField } from './CommitField';
import { formatDimension } from './PropertiesPanel';
import * as styles from './WallHeightControl.css';

/** A project variable a wall's height can follow: a length, in metres. */
export interface HeightVariable {
  readonly name: string;
  readonly metres: number;
}

export interface WallHeightControlProps {
  /** Metres: the height new walls get (the measurement session's, 2,50 m by default). */
  height: number;
  /** A height typed and committed (Enter or leaving the field). */
  onHeightChange: (metres: number) => void;
  /** The project's length variables (HSP…), to follow one. */
  variables: readonly HeightVariable[];
  /** The variable new walls follow, or null. */
  variable: string | null;
  onVariableChange: (name: string | null) => void;
  /** Fields beside each other (a row) or under each other (in WallHeightButton's popover). @default 'row' */
  orientation?: 'row' | 'column';
}

const copy = measureFr.wallHeight;
/** The Select's key for « no variable » (an empty key is reserved by Select for « nothing chosen »). */
const TYPED = '\u0000typed';

function parseHeight(text: string): Result<number, string> {
  const parsed = parseLength(text, 'm');
  if (!parsed.ok) return fail(parseIssueMessage(parsed.error));
  if (parsed.value > PROPERTY_LIMITS.height) {
    return fail(interpolate(measureFr.properties.tooLarge, { max: formatQuantity(PROPERTY_LIMITS.height, 'm') }));
  }
  return ok(parsed.value);
}

/**
 * The height new walls get, shown and set before drawing (beside the palette while the wall tool is active): typed
 * in metres, or following a project variable (HSP), in which case every wall drawn follows the variable's value.
 */
export function WallHeightControl({
  height,
  onHeightChange,
  variables,
  variable,
  onVariableChange,
  orientation = 'row',
}: WallHeightControlProps) {
  const bound = variable === null ? undefined : variables.find((v) => v.name === variable);
  const items = [
    { id: TYPED, label: copy.typed },
    ...variables.map((v) => ({
      id: v.name,
      label: interpolate(copy.variableOption, { name: v.name, value: formatQuantity(v.metres, 'm') }),
    })),
  ];
  return (
    // One row beside the palette (labels beside their fields): the plan keeps its height.
    <div role="group" aria-label={copy.title} className={styles.root} data-orientation={orientation}>
      {bound ? (
        <p className={styles.bound}>
          {interpolate(copy.bound, { name: bound.name, value: formatQuantity(bound.metres, 'm') })}
        </p>
      ) : (
        <CommitField
          label={copy.height}
          text={formatDimension(height)}
          parse={parseHeight}
          onCommit={onHeightChange}
          className={styles.field}
        />
      )}
      {/* Without a length variable in the project there is nothing to follow: no list. */}
      {variables.length > 0 && (
        <Select
          label={copy.follow}
          items={items}
          selectedKey={bound ? bound.name : TYPED}
          onSelectionChange={(key) => {
            if (key === TYPED) onVariableChange(null);
            else if (typeof key === 'string' && variables.some((v) => v.name === key)) onVariableChange(key);
          }}
          className={styles.field}
        />
      )}
    </div>
  );
}

/**
 * The height new walls get as one button (« Hauteur : 2,50 m », « Hauteur : HSP (2,50 m) ») that opens its fields in
 * a popover: the row it sits in stays one row at 1024 px with the side panel open (issue 24), where the fields
 * beside the palette took a second row of the plan's height.
 */
export function WallHeightButton(props: WallHeightControlProps) {
  const { height, variables, variable } = props;
  const bound = variable === null ? undefined : variables.find((v) => v.name === variable);
  const text = bound
    ? interpolate(copy.bound, { name: bound.name, value: formatQuantity(bound.metres, 'm') })
    : interpolate(copy.button, { value: formatQuantity(height, 'm') });
  return (
    <DialogTrigger>
      <TooltipTrigger>
        <Button variant="secondary" size="sm" className={styles.button}>
          {text}
          <Icon name="chevronDown" size="sm" />
        </Button>
        <Tooltip>{copy.buttonHint}</Tooltip>
      </TooltipTrigger>
      <Popover placement="bottom end" className={styles.popover}>
        <Dialog aria-label={copy.title} className={styles.dialog}>
          <WallHeightControl {...props} orientation="column" />
        </Dialog>
      </Popover>
    </DialogTrigger>
  );
}
