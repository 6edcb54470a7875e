import { describe, expect, it } from 'vitest';
import { IMPERIAL_SCALES, imperialScaleName, parseFeetInches } from './imperial';
import {
  METRES_PER_POINT,
  NEAR_STANDARD_TOLERANCE,
  STANDARD_SCALES,
  nearestStandardRatio,
  scaleFromRatio,
} from './scale';
import type { Scale } from './types';

const metres = (text: string) => {
  const result = parseFeetInches(text);
  if (!result.ok) throw new Error(`${text}: ${result.error.code}`);
  return result.value;
};

describe('imperial scales', () => {
  it('names the architects’ and engineers’ scales by their ratio', () => {
    expect(imperialScaleName(96)).toBe('1/8″ = 1′-0″');
    expect(imperialScaleName(48)).toBe('1/4″ = 1′-0″');
    expect(imperialScaleName(64)).toBe('3/16″ = 1′-0″');
    expect(imperialScaleName(192)).toBe('1/16″ = 1′-0″');
    expect(imperialScaleName(128)).toBe('3/32″ = 1′-0″');
    expect(imperialScaleName(24)).toBe('1/2″ = 1′-0″');
    expect(imperialScaleName(240)).toBe('1″ = 20′');
    expect(imperialScaleName(120)).toBe('1″ = 10′');
    expect(imperialScaleName(480)).toBe('1″ = 40′');
    expect(imperialScaleName(600)).toBe('1″ = 50′');
    expect(imperialScaleName(100)).toBeUndefined();
  });

  it('gives each scale the ratio its name says: inches on paper for a foot (or feet) of building', () => {
    for (const { denominator, name } of IMPERIAL_SCALES) {
      const [paper = '', real = ''] = name.split(' = ');
      const inches = (text: string) => {
        const result = parseFeetInches(text);
        if (!result.ok) throw new Error(text);
        return result.value;
      };
      expect(inches(real) / inches(paper), name).toBeCloseTo(denominator, 9);
    }
  });

  it('are standard scales: the picker lists them after the metric ones, and a calibration is compared with them', () => {
    expect(STANDARD_SCALES.slice(0, 13).every((s) => s.imperial === undefined)).toBe(true);
    expect(STANDARD_SCALES.find((s) => s.denominator === 96)?.imperial).toBe('1/8″ = 1′-0″');
    const at = (ratio: number): Scale => ({
      metresPerUnit: ratio * METRES_PER_POINT,
      source: { kind: 'calibration', from: { x: 0, y: 0 }, to: { x: 1, y: 0 }, metres: 1 },
    });
    const near = nearestStandardRatio(at(96.2));
    expect(near).toMatchObject({ denominator: 96, imperial: '1/8″ = 1′-0″', isNear: true });
    expect(nearestStandardRatio(at(241)).denominator).toBe(240);
  });
});

describe('how near a standard scale a calibration is', () => {
  const at = (ratio: number): Scale => {
    const scale = scaleFromRatio(ratio);
    if (!scale.ok) throw new Error('ratio');
    return scale.value;
  };

  it('is near within 0,5 %, and not beyond', () => {
    expect(NEAR_STANDARD_TOLERANCE).toBe(0.005);
    expect(nearestStandardRatio(at(100.4)).isNear).toBe(true);
    expect(nearestStandardRatio(at(99.6)).isNear).toBe(true);
    expect(nearestStandardRatio(at(100.6)).isNear).toBe(false);
    // 1:91 is 5,2 % from 1:96 and 9 % from 1:100: a scale of its own, not « proche ».
    const odd = nearestStandardRatio(at(91));
    expect(odd.denominator).toBe(96);
    expect(odd.isNear).toBe(false);
  });
});

describe('parseFeetInches', () => {
  it('reads feet, feet and inches, and inches, in every usual notation', () => {
    expect(metres("16'")).toBe(4.8768);
    expect(metres('16\'-6"')).toBe(5.0292);
    expect(metres('16′ 6″')).toBe(5.0292);
    expect(metres('16′-6″')).toBe(5.0292);
    expect(metres('16\'6"')).toBe(5.0292);
    expect(metres('16’ 6”')).toBe(5.0292);
    expect(metres('6"')).toBe(0.1524);
    expect(metres("6''")).toBe(0.1524);
    expect(metres('16 ft 6 in')).toBe(5.0292);
    expect(metres('1 ft')).toBe(0.3048);
  });

  it('converts exactly: an inch is 0,0254 m, a foot 0,3048 m', () => {
    expect(metres('1"')).toBe(0.0254);
    expect(metres("1'")).toBe(0.3048);
    expect(metres("100'")).toBe(30.48);
    // 6″ as 6 × 0,0254 in doubles is 0,15239999999999998: the inches are counted as whole numbers first.
    expect(6 * 0.0254).not.toBe(0.1524);
    expect(metres('6"')).toBe(0.1524);
    expect(metres('33\'-4"')).toBe(10.16);
  });

  it('reads fractions and decimals of an inch, and decimal feet', () => {
    expect(metres('6 1/2"')).toBe(0.1651);
    expect(metres('6-1/2"')).toBe(0.1651);
    expect(metres('1/2"')).toBe(0.0127);
    expect(metres('16\'-6 1/2"')).toBe(5.0419);
    expect(metres('6,5"')).toBe(0.1651);
    expect(metres("16.5'")).toBe(5.0292);
    expect(metres("16,5'")).toBe(5.0292);
  });

  it('leaves metric input to the metric reader', () => {
    for (const text of ['3,50 m', '350', '3m50', '3,5 pieds', '']) {
      expect(parseFeetInches(text)).toEqual({ ok: false, error: { code: 'notFeetInches' } });
    }
  });

  it('refuses marks it cannot read, and a zero length', () => {
    for (const text of ["16'6'", '16"6"', "16'-", '1/0"', "'6", 'abc"', '6" 16\'', "16' 6", '16\'-6"x']) {
      expect(parseFeetInches(text), text).toEqual({ ok: false, error: { code: 'malformed' } });
    }
    expect(parseFeetInches("0'")).toEqual({ ok: false, error: { code: 'notPositive' } });
    expect(parseFeetInches('0\'-0"')).toEqual({ ok: false, error: { code: 'notPositive' } });
  });
});
