/**
 * How much of a 500-proposal review a threshold move, an accept or a focus move renders: only the rows whose item
 * changed, never every row in view. Counted by wrapping the row component the grid memoises (ProposalRow); no clock.
 */
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMemo, useState } from 'react';
import { I18nProvider } from 'react-aria-components';
import { describe, expect, it, vi } from 'vitest';
import { sizeEveryElement } from '../../../../tests/unit/elementSize';
import { DEFAULT_REVIEW_THRESHOLDS, reviewModel } from '../../../domain/counting/review';
import type * as RowModule from './ProposalRow';
import { acceptIn, reviewMeasurement } from './testing';

const renders = vi.hoisted(() => ({ rows: [] as string[] }));

vi.mock('./ProposalRow', async (importOriginal) => {
  const actual = await importOriginal<typeof RowModule>();
  return {
    ...actual,
    ProposalRow: (props: RowModule.ProposalRowProps) => {
      renders.rows.push(props.item.id);
      return actual.ProposalRow(props);
    },
  };
});

const { CountingReview } = await import('./CountingReview');

sizeEveryElement(360, 440);

const MEASUREMENT = reviewMeasurement({ count: 500, top: 0.99, bottom: 0.45 });

function Harness() {
  const [count, setCount] = useState(MEASUREMENT);
  const [thresholds, setThresholds] = useState(DEFAULT_REVIEW_THRESHOLDS);
  const [focusedId, setFocusedId] = useState<string | null>(null);
  const model = useMemo(() => reviewModel(count, thresholds), [count, thresholds]);
  const none = () => {};
  return (
    <I18nProvider locale="fr-FR">
      <CountingReview
        model={model}
        thresholds={thresholds}
        onThresholdsChange={setThresholds}
        focusedId={focusedId}
        onFocusChange={setFocusedId}
        onAccept={(ids) => setCount((m) => acceptIn(m, ids))}
        onReject={none}
        onRestore={none}
        onAcceptAbove={none}
        onAddTemplate={none}
        onFinish={none}
        templateCount={1}
      />
    </I18nProvider>
  );
}

const grid = () => screen.getByRole('grid', { name: 'Propositions, de la plus sûre à la moins sûre' });

describe('CountingReview on 500 proposals', () => {
  it('mounts the rows in view, and a threshold move, a focus move or an accept renders only the rows that changed', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await within(grid()).findAllByRole('row');
    expect(grid()).toHaveAttribute('aria-rowcount', '454');
    // The first render draws the rows in view and a few more, not 454.
    expect(renders.rows.length).toBeGreaterThan(5);
    expect(renders.rows.length).toBeLessThan(40);

    renders.rows = [];
    act(() => screen.getByRole('slider', { name: 'Afficher au-dessus de' }).focus());
    await user.keyboard('{ArrowRight}');
    expect(grid()).toHaveAttribute('aria-rowcount', '445');
    // Rows left the end of the list; none of those in view changed.
    expect(renders.rows).toEqual([]);

    screen.getByRole('button', { name: /^Accepter les / }).focus();
    await user.tab();
    expect(renders.rows).toEqual(['p1']); // now the current row
    renders.rows = [];
    await user.keyboard('{ArrowDown}');
    expect(renders.rows.sort()).toEqual(['p1', 'p2']);
    renders.rows = [];
    await user.keyboard('{Enter}');
    // p2 accepted (and no longer current), p3 the next proposed and current.
    expect([...new Set(renders.rows)].sort()).toEqual(['p2', 'p3']);
  });
});
