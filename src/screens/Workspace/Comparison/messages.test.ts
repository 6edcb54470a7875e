import { describe, expect, it } from 'vitest';
import {
  comparisonErrorMessage,
  comparisonFr,
  comparisonRecovery,
  comparisonStageLabel,
  type ComparisonErrorMessageCode,
} from '../../../i18n/comparison.fr';
import type { CompareErrorCode } from '../../../domain/comparison/types';
import type { ComparisonProgressMessage, ComparisonWorkerErrorCode } from '../../../workers/comparison/protocol';

/**
 * Every code the worker can answer, written out: a Record over the union does not compile with a code missing, so a
 * code added to the protocol fails here until it is listed (and then until it has its message, below).
 */
const EVERY_CODE: Record<ComparisonWorkerErrorCode, true> = {
  sizeMismatch: true,
  alignmentFailed: true,
  badPairs: true,
  sheetTooLarge: true,
  cancelled: true,
  pdf: true,
  unknownDocument: true,
  badRequest: true,
  workerFailed: true,
  unknown: true,
};
const CODES = Object.keys(EVERY_CODE) as ComparisonWorkerErrorCode[];

// Compile-time: every worker code (and so every CompareErrorCode) is a code with a message.
const worded: readonly ComparisonErrorMessageCode[] = CODES;
const engineWorded: readonly ComparisonErrorMessageCode[] = [] as CompareErrorCode[];

describe('comparisonErrorMessage', () => {
  it.each(CODES)('%s has its own French sentence', (code) => {
    const message = comparisonErrorMessage(code);
    expect(message).toBe(comparisonFr.errors[code]);
    expect(message.length).toBeGreaterThan(20);
    if (code !== 'unknown') expect(message).not.toBe(comparisonFr.errors.unknown);
  });

  it('gives each code a different sentence', () => {
    expect(new Set(CODES.map(comparisonErrorMessage)).size).toBe(CODES.length);
  });

  it('has no message for a code the worker does not send', () => {
    expect(Object.keys(comparisonFr.errors).sort()).toEqual([...worded].sort());
    expect(engineWorded).toEqual([]);
  });

  it('says the generic sentence for a code it does not know', () => {
    expect(comparisonErrorMessage('somethingNew')).toBe(comparisonFr.errors.unknown);
  });

  it('offers the manual way: by hand for the alignment failures, again for the others, nothing for a huge sheet', () => {
    expect(comparisonRecovery('alignmentFailed')).toBe('manualAlign');
    expect(comparisonRecovery('badPairs')).toBe('manualAlign');
    expect(comparisonRecovery('sizeMismatch')).toBe('manualAlign');
    expect(comparisonRecovery('sheetTooLarge')).toBe('none');
    expect(comparisonRecovery('workerFailed')).toBe('retry');
    expect(comparisonRecovery('cancelled')).toBe('retry');
    expect(comparisonRecovery('somethingNew')).toBe('retry');
    // Each message names its way out.
    for (const code of CODES) {
      const recovery = comparisonRecovery(code);
      if (recovery === 'manualAlign') expect(comparisonErrorMessage(code)).toMatch(/calez à la main|Recommencez/i);
      if (recovery === 'retry') expect(comparisonErrorMessage(code)).toMatch(/[Rr]elance/);
    }
  });
});

describe('comparisonStageLabel', () => {
  const indices = { old: 'A', new: 'B' };
  it.each<[ComparisonProgressMessage, string]>([
    [{ stage: 'open' }, 'Ouverture des plans…'],
    [{ stage: 'render', which: 'old' }, 'Rendu de l’indice A…'],
    [{ stage: 'render', which: 'new' }, 'Rendu de l’indice B…'],
    [{ stage: 'render', which: 'both' }, 'Rendu des indices A et B…'],
    [{ stage: 'align' }, 'Calage…'],
    [{ stage: 'diff', done: 2, total: 8 }, 'Comparaison…'],
    [{ stage: 'regions' }, 'Regroupement…'],
    [{ stage: 'pictures' }, 'Préparation de la superposition…'],
  ])('%o → %s', (progress, label) => {
    expect(comparisonStageLabel(progress, indices)).toBe(label);
  });
});
