import { describe, expect, it } from 'vitest';
import { formatLongDate, interpolate, pluralForm } from './format';

describe('interpolate', () => {
  it('fills placeholders', () => {
    expect(interpolate('Étape {n} sur {total}', { n: 2, total: 4 })).toBe('Étape 2 sur 4');
  });
  it('throws on a missing value', () => {
    expect(() => interpolate('Bonjour {prenom}', {})).toThrow(/prenom/);
  });
});

describe('formatLongDate', () => {
  it('writes the French long form', () => {
    expect(formatLongDate(new Date(2026, 10, 22))).toBe('22 novembre 2026');
    expect(formatLongDate(new Date(2027, 0, 1))).toBe('1er janvier 2027');
  });
});

describe('pluralForm', () => {
  it('takes the singular for 0 and 1 and the plural from 2, as French does', () => {
    const forms = { one: 'article', other: 'articles' };
    expect([0, 1, 1.5, 2, 36].map((n) => pluralForm(forms, n))).toEqual([
      'article',
      'article',
      'article',
      'articles',
      'articles',
    ]);
  });
});
