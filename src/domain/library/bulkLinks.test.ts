import { describe, expect, it } from 'vitest';
import { applyChanges, invert, stateFromRows } from '../takeoff/commands';
import { CommandError } from '../takeoff/errors';
import { libraryRows, measurement, snapshot } from '../takeoff/testing/fixtures';
import { testContext } from '../takeoff/testing/arbitraries';
import { linkMeasurements, unlinkMeasurements } from './commands';

const rows = libraryRows();
const state = stateFromRows({
  ...rows,
  measurements: [
    measurement('area', { id: 'a1', label: 'Chambre 1' }),
    measurement('area', {
      id: 'a2',
      label: 'Chambre 2',
      links: [
        { articleId: 'article-2', formula: 'Q' },
        { articleId: 'article-1', formula: 'Q × 2', pse: 'PSE 1' },
      ],
    }),
    measurement('length', { id: 'l1', label: 'Cloison', articleId: 'article-2' }),
    measurement('count', { id: 'c1', label: 'Prise', links: [{ articleId: 'article-1', formula: '1' }] }),
  ],
});

describe('linkMeasurements', () => {
  it('adds the link to each measurement, replaces the formula of one already linked, touches nothing else', () => {
    const cmd = linkMeasurements(state, ['a1', 'a2', 'l1'], { articleId: 'article-1', formula: ' Q ' }, testContext());
    expect(cmd.type).toBe('linkMeasurements');
    const after = applyChanges(state, cmd.changes);
    expect(after.measurements.get('a1')?.links).toEqual([{ articleId: 'article-1', formula: 'Q' }]);
    // The other link and the PSE stay; only the formula changes.
    expect(after.measurements.get('a2')?.links).toEqual([
      { articleId: 'article-2', formula: 'Q' },
      { articleId: 'article-1', formula: 'Q', pse: 'PSE 1' },
    ]);
    // The older articleId is written as a link before the new one.
    expect(after.measurements.get('l1')?.links).toEqual([
      { articleId: 'article-2', formula: 'Q' },
      { articleId: 'article-1', formula: 'Q' },
    ]);
    const { links: _a, updatedAt: _u, ...rest } = after.measurements.get('a1') ?? {};
    const { links: _b, updatedAt: _v, ...was } = state.measurements.get('a1') ?? {};
    expect(rest).toEqual(was);
    expect(after.measurements.get('c1')).toBe(state.measurements.get('c1'));
  });

  it('is undone in one step', () => {
    const cmd = linkMeasurements(
      state,
      ['a1', 'a2', 'l1', 'c1'],
      { articleId: 'article-1', formula: 'S' },
      testContext(),
    );
    const undone = applyChanges(applyChanges(state, cmd.changes), invert(cmd).changes);
    expect(snapshot(undone)).toEqual(snapshot(state));
  });

  it('leaves out the measurements it would not change, and refuses a command that changes nothing', () => {
    const cmd = linkMeasurements(state, ['a1', 'c1'], { articleId: 'article-1', formula: '1' }, testContext());
    expect(cmd.changes.map((c) => c.id)).toEqual(['a1']);
    expect(() => linkMeasurements(state, ['c1'], { articleId: 'article-1', formula: '1' }, testContext())).toThrow(
      CommandError,
    );
  });

  it('refuses an empty selection and an empty formula', () => {
    const link = { articleId: 'article-1', formula: 'Q' };
    expect(() => linkMeasurements(state, [], link, testContext())).toThrow(CommandError);
    expect(() => linkMeasurements(state, ['a1'], { ...link, formula: '  ' }, testContext())).toThrow(CommandError);
  });
});

describe('unlinkMeasurements', () => {
  it('removes the article from every selected measurement that has it, in one undoable command', () => {
    const cmd = unlinkMeasurements(state, ['a1', 'a2', 'c1'], 'article-1', testContext());
    expect(cmd.type).toBe('unlinkMeasurements');
    expect(cmd.changes.map((c) => c.id)).toEqual(['a2', 'c1']);
    const after = applyChanges(state, cmd.changes);
    expect(after.measurements.get('a2')?.links).toEqual([{ articleId: 'article-2', formula: 'Q' }]);
    expect(after.measurements.get('c1')?.links).toEqual([]);
    expect(snapshot(applyChanges(after, invert(cmd).changes))).toEqual(snapshot(state));
  });

  it('reads the older articleId, and refuses when no measurement has the link', () => {
    const cmd = unlinkMeasurements(state, ['l1'], 'article-2', testContext());
    expect(applyChanges(state, cmd.changes).measurements.get('l1')?.links).toEqual([]);
    expect(() => unlinkMeasurements(state, ['a1'], 'article-1', testContext())).toThrow(CommandError);
  });
});
