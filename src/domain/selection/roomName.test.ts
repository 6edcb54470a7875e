import { describe, expect, it } from 'vitest';
import { roomName } from './roomName.ts';
import { textItem } from './testing.ts';

const room = [
  { x: 0, y: 0 },
  { x: 200, y: 0 },
  { x: 200, y: 150 },
  { x: 0, y: 150 },
];

describe('roomName', () => {
  it('takes the tag block, number first, and leaves finish codes, keynotes and notes out (VA’s page 1)', () => {
    const text = [
      textItem('CPT-1', 20, 30, 9.5),
      textItem('P-2', 90, 12, 9.5),
      textItem('PT-1/PT-2', 120, 130, 9.5),
      textItem('CG', 170, 100),
      textItem('ALIGN CPT', 20, 120, 9.5),
      textItem('TO WALL', 20, 131, 9.5),
      textItem('PATIENT', 80, 60),
      textItem('ROOM', 85, 71),
      textItem('137', 88, 82),
    ];
    expect(roomName(room, [], text)).toBe('137 PATIENT ROOM');
  });

  it('drops the area printed under the tag, and reads « ABA TOILET » / « 144A »', () => {
    const text = [textItem('ABA TOILET', 70, 60), textItem('144A', 85, 71), textItem('16 SF', 85, 82)];
    expect(roomName(room, [], text)).toBe('144A ABA TOILET');
  });

  it('keeps an elevator’s « E-02 » as its number', () => {
    expect(roomName(room, [], [textItem('ELEVATOR', 70, 60), textItem('E-02', 82, 71)])).toBe('E-02 ELEVATOR');
  });

  it('ignores text outside the polygon or inside a hole', () => {
    const hole = [
      { x: 60, y: 40 },
      { x: 140, y: 40 },
      { x: 140, y: 90 },
      { x: 60, y: 90 },
    ];
    const text = [
      textItem('OFFICE', 250, 60),
      textItem('136', 255, 71),
      textItem('STORAGE', 80, 60),
      textItem('12', 90, 71),
    ];
    expect(roomName(room, [hole], text)).toBeNull();
    expect(roomName(room, [], text)).toBe('12 STORAGE');
  });

  it('falls back to a lone number, then to a short name', () => {
    expect(roomName(room, [], [textItem('125', 90, 71), textItem('P-1', 20, 20, 9.5)])).toBe('125');
    expect(roomName(room, [], [textItem('SÉJOUR', 90, 71), textItem('25,30 m²', 90, 82)])).toBe('SÉJOUR');
    expect(roomName(room, [], [textItem('P-1', 20, 20, 9.5)])).toBeNull();
    expect(roomName(room, [], [])).toBeNull();
  });
});
