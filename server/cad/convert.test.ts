/** The child's own reading: the first bytes, and dynamic blocks' effective names through a stand-in LibreDWG. */
import type { DwgDatabase, DwgEntity, LibreDwgEx } from '@mlightcad/libredwg-web';
import { describe, expect, it } from 'vitest';
import { dynamicBlockNames, sniffDwg } from './convert.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('sniffDwg', () => {
  it('reads the version from the first six bytes', () => {
    expect(sniffDwg(bytes('AC1015\0\0'))).toEqual({ kind: 'dwg', version: 'AC1015' });
    expect(sniffDwg(bytes('AC1032'))).toEqual({ kind: 'dwg', version: 'AC1032' });
    expect(sniffDwg(bytes('AC1009'))).toEqual({ kind: 'otherVersion' });
    expect(sniffDwg(bytes('AC2.10'))).toEqual({ kind: 'otherVersion' });
    expect(sniffDwg(bytes('AC1040'))).toEqual({ kind: 'otherVersion' }); // a version LibreDWG does not know
    expect(sniffDwg(bytes('  0\nSECTION'))).toEqual({ kind: 'notDwg' });
    expect(sniffDwg(bytes('%PDF-1'))).toEqual({ kind: 'notDwg' });
    expect(sniffDwg(new Uint8Array())).toEqual({ kind: 'notDwg' });
  });
});

describe('dynamicBlockNames', () => {
  it('follows an anonymous copy’s INSERT: extension dictionary → AcDbBlockRepresentation → AcDbRepData → its block', () => {
    const insert = { type: 'INSERT', name: '*U12', ownerDictionaryHardId: 'A1' } as unknown as DwgEntity;
    const db = {
      tables: {
        BLOCK_RECORD: {
          entries: [
            { name: '*Model_Space', handle: '1F', entities: [insert] },
            { name: 'PORTE_90', handle: '2B', entities: [] },
            { name: '*U12', handle: '3C', entities: [] },
          ],
        },
      },
      objects: {
        DICTIONARY: [
          { handle: 'A1', entries: { AcDbBlockRepresentation: 'A2' } },
          { handle: 'A2', entries: { AcDbRepData: 'A3' } },
        ],
      },
    } as unknown as DwgDatabase;
    const resolved: bigint[] = [];
    const lib = {
      dwg_resolve_handle_silent: (_data: number, handle: bigint) => {
        resolved.push(handle);
        return 100;
      },
      dwg_object_to_object_tio: () => 200,
      dwg_dynapi_entity_data: (_tio: number, field: string) => (field === 'block' ? 300 : 0),
      dwg_ref_get_id: () => '2b',
    } as unknown as LibreDwgEx;
    expect(dynamicBlockNames(lib, 1, db)).toEqual(new Map([['*U12', 'PORTE_90']]));
    expect(resolved).toEqual([0xa3n]);
  });

  it('leaves a copy its own name when anything on the way is missing or throws', () => {
    const insert = { type: 'INSERT', name: '*U12', ownerDictionaryHardId: 'A1' } as unknown as DwgEntity;
    const db = {
      tables: { BLOCK_RECORD: { entries: [{ name: '*Model_Space', handle: '1F', entities: [insert] }] } },
      objects: { DICTIONARY: [{ handle: 'A1', entries: { AcDbBlockRepresentation: 'A2' } }] },
    } as unknown as DwgDatabase;
    const throwing = {
      dwg_resolve_handle_silent: () => {
        throw new Error('null function or function signature mismatch');
      },
    } as unknown as LibreDwgEx;
    expect(dynamicBlockNames(throwing, 1, db)).toEqual(new Map());
  });
});
