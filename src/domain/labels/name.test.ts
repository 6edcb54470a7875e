import { describe, expect, it } from 'vitest';
import { planName } from './name';

describe('the name a measurement shows on the plan', () => {
  it('is its label, preceded by its zone when the label does not say it', () => {
    expect(planName({ label: 'Surface', localisation: { level: 'R+1', zone: 'Ch. 144' } })).toBe('Ch. 144 – Surface');
    expect(planName({ label: 'Ch. 144 – sol', localisation: { zone: 'Ch. 144' } })).toBe('Ch. 144 – sol');
    expect(planName({ label: 'sol ch. 144', localisation: { zone: 'Ch. 144' } })).toBe('sol ch. 144');
    expect(planName({ label: '  ', localisation: { zone: 'Ch. 144' } })).toBe('Ch. 144');
  });

  it('is its label alone without a zone (a level alone names no room)', () => {
    expect(planName({ label: ' Surface ' })).toBe('Surface');
    expect(planName({ label: 'Surface', localisation: { level: 'R+1' } })).toBe('Surface');
    expect(planName({ label: 'Surface', localisation: { zone: '  ' } })).toBe('Surface');
  });
});
