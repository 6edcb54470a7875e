/**
 * useSheetList on a real database (fake-indexeddb): an item whose sheet did not change is handed out again, the same
 * object, so the list draws again only the rows that changed (a 500-page set drew all its rows at every change).
 */
import 'fake-indexeddb/auto';
import { renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BY, closeTestDatabases, deterministic, fillWorkspace, pngBlob, testDatabase } from '../../db/testing/database';
import { planFileRepository } from '../../db/workspace/files';
import { sheetRepository } from '../../db/workspace/sheets';
import type { SheetListItem } from '../../screens/Workspace/Sheets';
import { useSheetList } from './useSheetList';

// jsdom has no object URLs: given for this file's tests only (files share their worker). Numbered, to tell them apart.
const urlStatics = URL as unknown as Record<string, unknown>;
let made = 0;
beforeEach(() => {
  made = 0;
  urlStatics.createObjectURL = () => `blob:thumbnail-${++made}`;
  urlStatics.revokeObjectURL = () => {};
});
afterEach(() => {
  delete urlStatics.createObjectURL;
  delete urlStatics.revokeObjectURL;
  closeTestDatabases();
});

describe('useSheetList', () => {
  it('keeps the item of every sheet that did not change, thumbnails arriving too; a renamed sheet gets a new one', async () => {
    const db = testDatabase();
    const options = deterministic();
    const { project, sheets } = await fillWorkspace(db, options);
    const { result } = renderHook(() => useSheetList(db, project.id));
    const ready = () => (result.current.status === 'ready' ? result.current.sheets : []);
    const thumbnails = () => (result.current.status === 'ready' ? result.current.thumbnailUrls : new Map());
    await waitFor(() => expect(ready()).toHaveLength(2));
    const [first, second] = ready() as [SheetListItem, SheetListItem];
    // The thumbnails arrive apart from the items, which stay the same objects: no row is drawn again for them.
    await waitFor(() => expect([...thumbnails().keys()]).toEqual(sheets.map((s) => s.id)));
    expect(ready()[0]).toBe(first);
    expect(ready()[1]).toBe(second);

    await sheetRepository(db, options).rename(sheets[1]?.id ?? '', 'R+1 bis', { by: BY });
    await waitFor(() => expect(ready()[1]?.name).toBe('R+1 bis'));
    expect(ready()[0]).toBe(first);
    expect(ready()[1]).not.toBe(second);
  });

  it('shows a thumbnail stored after the list was shown (a colleague’s sheet, its plan received later), and only it', async () => {
    const db = testDatabase();
    const { project, file, sheets } = await fillWorkspace(db, deterministic());
    const [first, second] = sheets.map((s) => s.id) as [string, string];
    // A received sheet: its rows came with the document, its thumbnail is made once its plan reaches this browser.
    await db.thumbnails.delete(second);
    const { result } = renderHook(() => useSheetList(db, project.id));
    const thumbnails = () => (result.current.status === 'ready' ? result.current.thumbnailUrls : new Map());
    await waitFor(() => expect([...thumbnails().keys()]).toEqual([first]));
    const firstUrl = thumbnails().get(first);
    expect(made).toBe(1);

    await planFileRepository(db).putThumbnail(second, file.id, pngBlob('r1 reçu'));
    await waitFor(() => expect([...thumbnails().keys()].sort()).toEqual([first, second].sort()));
    // The first sheet's URL is the same: only the new thumbnail was read and made.
    expect(thumbnails().get(first)).toBe(firstUrl);
    expect(made).toBe(2);
  });
});
