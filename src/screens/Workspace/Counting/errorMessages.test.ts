import { readFileSync } from 'node:fs';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { countingFr } from '../../../i18n/counting.fr';
import { countingErrorMessage, type CountingErrorMessageCode } from '../../../i18n/countingMessages';
import type { CountingErrorCode } from '../../../workers/counting/protocol';

/**
 * Every code the worker can answer with (its union, read from its source: a code added there is in this list at
 * once, with or without a message).
 */
function workerCodes(): string[] {
  const source = readFileSync(new URL('../../../workers/counting/protocol.ts', import.meta.url), 'utf8');
  const union = /export type CountingErrorCode =([^;]*);/.exec(source)?.[1] ?? '';
  return [...union.matchAll(/'(\w+)'/g)].map((m) => m[1] ?? '');
}

/** The generic message, for the codes a person can do nothing about but try again. */
const GENERIC: readonly string[] = ['unknownDocument', 'badRequest', 'unknown'];

describe('countingErrorMessage', () => {
  it('has a message for every CountingErrorCode (the types agree; tsc fails on a code without one)', () => {
    expectTypeOf<CountingErrorCode>().toEqualTypeOf<CountingErrorMessageCode>();
  });

  it.each(workerCodes())('%s: a French message of its own, saying what to do', (code) => {
    const messages: Readonly<Record<string, string | undefined>> = countingFr.errors;
    expect(messages[code], `no message for « ${code} » in counting.fr.ts › errors`).toBeTypeOf('string');
    const message = countingErrorMessage(code as CountingErrorMessageCode);
    expect(message.length).toBeGreaterThan(20);
    if (!GENERIC.includes(code)) expect(message).not.toBe(countingFr.errors.unknown);
    // Each says nothing was added (the search is all or nothing).
    expect(message).toMatch(/rien n’a été (ajouté|cherché)/);
  });

  it('finds the codes in the worker’s protocol (the list above is not empty)', () => {
    expect(workerCodes()).toEqual(expect.arrayContaining(['cancelled', 'emptyTemplate', 'templateTooLarge']));
    expect(workerCodes().length).toBeGreaterThanOrEqual(10);
  });

  it('words the spec’s cases as the issue asks', () => {
    expect(countingErrorMessage('cancelled')).toBe('Recherche annulée — rien n’a été ajouté.');
    expect(countingErrorMessage('emptyTemplate')).toMatch(/^Le cadre ne contient aucun trait/);
    expect(countingErrorMessage('templateTooLarge')).toMatch(/plus du quart de la feuille/);
    expect(countingErrorMessage('templateTooSmall')).toMatch(/Zoomez sur le plan, puis encadrez/);
    expect(countingErrorMessage('sheetTooLarge')).toMatch(/trop grande/);
  });

  it('gives a code it does not know (an older worker’s) the generic message', () => {
    expect(countingErrorMessage('somethingNew' as CountingErrorMessageCode)).toBe(countingFr.errors.unknown);
  });
});
