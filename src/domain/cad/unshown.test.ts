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
      { kind: 'image', count: 2, types: ['IMAGE'] },
      { kind: 'underlay', count: 1, types: ['PDFUNDERLAY'] },
      { kind: 'proxy', count: 47, types: ['ACAD_PROXY_ENTITY', 'AEC_WALL'] },
      { kind: 'solid', count: 15, types: ['3DSOLID', 'REGION'] },
      { kind: 'ole', count: 1, types: ['OLE2FRAME'] },
      { kind: 'table', count: 2, types: ['ACAD_TABLE'] },
      { kind: 'annotation', count: 6, types: ['MULTILEADER', 'LEADER'] },
      { kind: 'wipeout', count: 4, types: ['WIPEOUT'] },
      { kind: 'other', count: 11, types: ['SHAPE', 'LIGHT'] },
    ]);
  });

  it('says nothing of construction lines, attribute definitions or empty counts', () => {
    expect(unshownGroups({ RAY: 3, XLINE: 2, ATTDEF: 40, VIEWPORT: 1, IMAGE: 0 })).toEqual([]);
    expect(unshownGroups({})).toEqual([]);
  });
});
