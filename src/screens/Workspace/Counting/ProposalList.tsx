import { memo, useRef, useState, type FocusEvent, type KeyboardEvent, type MutableRefObject } from 'react';
import {
  GridList,
  GridListItem,
  ListLayout,
  Virtualizer,
  type ListLayoutOptions,
  type ListState,
} from 'react-aria-components';
import { lightTokens } from '../../../theme/tokens.gen';
import * as styles from './Counting.css';
import { ProposalRow, rowName, type ProposalItem, type RowAction } from './ProposalRow';

export type { ProposalItem, RowAction } from './ProposalRow';

/** The row classes, made once (a recipe call per row at every threshold move of a 500-row list is measurable). */
const ROW_CLASS = { current: styles.row({ isCurrent: true }), other: styles.row({ isCurrent: false }) } as const;
/** What a row shows, drawn again only when its item changes. */
const RowContent = memo(ProposalRow);

const px = (token: string) => Number.parseInt(token, 10);

/** Fixed-height rows (a control's height): the layout places them without measuring any. */
const LAYOUT: ListLayoutOptions = { rowHeight: px(lightTokens.size.control.md) };

export interface ProposalListProps {
  readonly items: readonly ProposalItem[];
  readonly 'aria-label': string;
  readonly readOnly: boolean;
  /** A row's button. */
  readonly onAction: (id: string, action: RowAction) => void;
  /** Entrée (accept) or Suppr / Retour arrière (reject) on a row. */
  readonly onKeyAction: (id: string, action: 'accept' | 'reject') => void;
  /** The focus reached a row (arrows, Tab, a click), or one of its buttons. */
  readonly onFocusRow: (id: string) => void;
  /** Where the review reaches the grid's focus, to move it to the next proposal after an action. */
  readonly stateRef: MutableRefObject<ListState<unknown> | null>;
  /** The grid's box (it scrolls: the virtualizer's viewport), and the box around it. */
  readonly className: string;
  readonly boxClassName?: string;
}

const rowOf = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLElement>('[role="row"][data-key]') : null;

/**
 * The proposals as an accessible grid (react-aria's GridList), virtualized: only the rows in view, and the focused
 * one, are mounted. One tab stop; the arrows move between rows (and Left / Right reach a row's buttons), Home / End,
 * Page Up / Down too. Entrée and Suppr act on the focused row: read here, in the capture phase, before react-aria's
 * row handlers, and only when the row itself has the focus (Entrée on one of its buttons presses the button).
 */
export const ProposalList = memo(function ProposalList({
  items,
  readOnly,
  onAction,
  onKeyAction,
  onFocusRow,
  stateRef,
  className,
  boxClassName,
  'aria-label': label,
}: ProposalListProps) {
  // The grid's state, reached through its class render prop (react-aria gives it there and to its items only).
  const [classOf] = useState(() => ({ state }: { state: ListState<unknown> }) => {
    stateRef.current = state;
    return className;
  });
  const onKeyDownCapture = (event: KeyboardEvent<HTMLDivElement>) => {
    const row = rowOf(event.target);
    if (!row || row !== event.target) return;
    const id = row.dataset['key'];
    if (id === undefined) return;
    const action =
      event.key === 'Enter' ? 'accept' : event.key === 'Delete' || event.key === 'Backspace' ? 'reject' : null;
    if (!action) return;
    event.preventDefault();
    event.stopPropagation();
    onKeyAction(id, action);
  };
  // A press on a row's button focuses it first: told at once, the route's answer (the grid's focus set, the row
  // scrolled into view) could move the button from under the pointer before its release, and lose the press. The
  // focus a pointer gives is told once the pointer is up and the press has run.
  const pointer = useRef<{ down: boolean; focused: string | null }>({ down: false, focused: null });
  const onPointerDownCapture = () => {
    pointer.current = { down: true, focused: null };
  };
  const onPointerEnd = () => {
    const { focused } = pointer.current;
    pointer.current = { down: false, focused: null };
    if (focused !== null) setTimeout(() => onFocusRow(focused), 0);
  };
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    // The element that holds the focus now, not the event's target: react-aria moves the focus on inside a focus
    // handler (Tab onto a row's button goes on to the row it remembers), and the outer event comes here last.
    const focused = event.currentTarget.ownerDocument.activeElement;
    const id = rowOf(focused)?.dataset['key'];
    if (id === undefined) return;
    if (pointer.current.down) pointer.current.focused = id;
    else onFocusRow(id);
  };
  return (
    // A wrapper that reads the keys and the focus as they pass (the grid list passes neither on for its rows).
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- the grid inside is the interactive part
    <div
      onKeyDownCapture={onKeyDownCapture}
      onFocus={onFocus}
      onPointerDownCapture={onPointerDownCapture}
      onPointerUpCapture={onPointerEnd}
      onPointerCancelCapture={onPointerEnd}
      className={boxClassName}
    >
      <Virtualizer layout={ListLayout} layoutOptions={LAYOUT}>
        <GridList aria-label={label} items={items} dependencies={[readOnly, onAction]} className={classOf}>
          {(item) => (
            <GridListItem
              id={item.id}
              textValue={rowName(item)}
              className={item.isCurrent ? ROW_CLASS.current : ROW_CLASS.other}
            >
              <RowContent item={item} readOnly={readOnly} onAction={onAction} />
            </GridListItem>
          )}
        </GridList>
      </Virtualizer>
    </div>
  );
});
