import { describe, expect, it } from 'vitest';
import { unshownGroups } from './unshown';

describe('what a CAD file holds that Metr does not draw, grouped for a person', () => {
  it('groups the skipped types, what most likely hides plan content first, counts summed', () => {
    expect(
      unshownGroups({
        WIPEOUT: 4,
        '3DSOLID': 12,
        REGION: 3,
        IMAGE: 2,
        MULTILEADER: 5,
        LEADER: 1,
        ACAD_PROXY_ENTITY: 40,
        AEC_WALL: 7,
        OLE2FRAME: 1,
        ACAD_TABLE: 2,
        PDFUNDERLAY: 1,
        SHAPE: 9,
        LIGHT: 2,
      }),
    ).toEqual([
      { kind: 'image', count: 2, types: ['IMAGE'], moreTypes: 0 },
      { kind: 'underlay', count: 1, types: ['PDFUNDERLAY'], moreTypes: 0 },
      { kind: 'proxy', count: 47, types: ['ACAD_PROXY_ENTITY', 'AEC_WALL'], moreTypes: 0 },
      { kind: 'solid', count: 15, types: ['3DSOLID', 'REGION'], moreTypes: 0 },
      { kind: 'ole', count: 1, types: ['OLE2FRAME'], moreTypes: 0 },
      { kind: 'table', count: 2, types: ['ACAD_TABLE'], moreTypes: 0 },
      { kind: 'annotation', count: 6, types: ['MULTILEADER', 'LEADER'], moreTypes: 0 },
      { kind: 'wipeout', count: 4, types: ['WIPEOUT'], moreTypes: 0 },
      { kind: 'other', count: 11, types: ['SHAPE', 'LIGHT'], moreTypes: 0 },
    ]);
  });

  it('names six types of a group at most, and counts the others: a file can make up any number of names', () => {
    const made = Object.fromEntries(Array.from({ length: 10_000 }, (_, i) => [`FAUX${String(i).padStart(5, '0')}`, 1]));
    expect(unshownGroups(made)).toEqual([
      {
        kind: 'other',
        count: 10_000,
        types: ['FAUX00000', 'FAUX00001', 'FAUX00002', 'FAUX00003', 'FAUX00004', 'FAUX00005'],
        moreTypes: 9_994,
      },
    ]);
  });

  it('says nothing of construction lines, attribute definitions or empty counts', () => {
    expect(unshownGroups({ RAY: 3, XLINE: 2, ATTDEF: 40, VIEWPORT: 1, IMAGE: 0 })).toEqual([]);
    expect(unshownGroups({})).toEqual([]);
  });
});
