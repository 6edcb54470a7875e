/**
 * A new indice's import (issue 27), on the project page: the pairing dialog for the file waiting at `pairing`
 * (workspace/import/queue.ts), its proposal edited by the person, confirmed in one journal step or cancelled with
 * nothing left; once saved, the first paired sheet opened with its « Indices » tab and the comparison started.
 * While the dialog is open, the comparison worker is started and the first paired page rendered, the previous
 * indice's and the new one's from the file as picked (comparison/sharedClient.ts `prepareComparison`): the comparison
 * after the confirmation does not wait for them; once confirmed, the sheet page's plan waits for the comparison
 * (comparison/viewerHold.ts).
 */
import { useEffect, useRef, useState } from 'react';
import { sheetRepository } from '../../db/workspace/sheets';
import { useNavigate } from 'react-router-dom';
import { workspacePaths } from '../../config/workspacePaths';
import { indiceLetterAfter } from '../../domain/comparison/indices';
import type { PagePairing } from '../../domain/comparison/types';
import { PairingDialog } from '../../screens/Workspace/Comparison';
import type { ImportQueue } from '../../workspace/import/queue';
import { isSettled, type ImportItem } from '../../workspace/import/types';
import { COMPARE_PARAM } from './comparison/params';
import { adoptPicked, dropAllPicked, dropPicked, pickedItems, prepareComparison } from './comparison/sharedClient';
import { expectComparison } from './comparison/viewerHold';
import { useWorkspace } from './context';

type Waiting = Extract<ImportItem, { step: 'pairing' }>;

export default function IndicePairing({
  projectId,
  queue,
  items,
}: {
  projectId: string;
  queue: ImportQueue;
  items: readonly ImportItem[];
}) {
  const navigate = useNavigate();
  const { db } = useWorkspace();
  const waiting = items.find((item): item is Waiting => item.step === 'pairing');
  const [edited, setEdited] = useState<{ id: string; pairings: readonly PagePairing[] } | null>(null);
  const [confirmed, setConfirmed] = useState<string | null>(null);
  const pairings = waiting ? (edited?.id === waiting.id ? edited.pairings : waiting.pairing.proposed) : [];

  // A new indice's picked file, opened in the comparison worker while its pairing was read: once saved, it serves the
  // saved file (before the sheet page below asks for it); not saved, it is closed.
  useEffect(() => {
    for (const id of pickedItems()) {
      const item = items.find((i) => i.id === id);
      if (item?.step === 'done') adoptPicked(id, item.result.fileId);
      else if (!item || isSettled(item)) dropPicked(id);
    }
  }, [items]);

  // The dialog gone by any path (the project page left with it open): its picked files leave the worker.
  useEffect(() => dropAllPicked, []);

  // The indice just saved: its first paired sheet compared with its previous one (once per file of this visit).
  const opened = useRef(new Set<string>());
  useEffect(() => {
    if (!confirmed) return;
    const item = items.find((i) => i.id === confirmed);
    if (!item || item.step !== 'done' || opened.current.has(item.id)) return;
    opened.current.add(item.id);
    const first = item.result.pairs?.[0];
    if (first) navigate(`${workspacePaths.sheet(projectId, first.sheetId)}?${COMPARE_PARAM}=1`);
  }, [confirmed, items, navigate, projectId]);

  const firstPaired = pairings.find((p) => p.sheetId !== null);
  const pairedSheet = waiting?.pairing.sheets.find((s) => s.id === firstPaired?.sheetId);
  const pairedPage = waiting?.pairing.pages.find((p) => p.pageIndex === firstPaired?.pageIndex);

  // The pages the comparison will open first, rendered ahead while the person reads the pairing: the paired plan's
  // and the new indice's from the file as picked (once per pair of pages: a pairing changed to another plan prepares
  // that one instead).
  const file = waiting?.file;
  const itemId = waiting?.id;
  const prepareKey =
    pairedSheet && pairedPage
      ? `${pairedSheet.id}|${pairedPage.pageIndex}|${pairedPage.width}|${pairedPage.height}`
      : null;
  useEffect(() => {
    if (!prepareKey) return;
    const [sheetId = '', pageIndex, width, height] = prepareKey.split('|');
    const newer = file && itemId ? { itemId, file, pageIndex: Number(pageIndex) } : undefined;
    let isCurrent = true;
    void sheetRepository(db)
      .get(sheetId)
      .then((sheet) => {
        if (isCurrent && sheet) prepareComparison(db, sheet, { width: Number(width), height: Number(height) }, newer);
      })
      .catch(() => {});
    return () => {
      isCurrent = false;
    };
  }, [db, prepareKey, file, itemId]);

  if (!waiting) return null;
  const { pages, sheets } = waiting.pairing;
  const letter = indiceLetterAfter(pairedSheet?.indice, pairedPage?.revision);
  return (
    <PairingDialog
      isOpen
      fileName={waiting.name}
      indice={letter}
      pages={pages}
      sheets={sheets}
      pairings={pairings}
      onPairingChange={(pageIndex, sheetId) =>
        setEdited({
          id: waiting.id,
          pairings: pairings.map((p) =>
            p.pageIndex === pageIndex
              ? sheetId === null
                ? { pageIndex, sheetId }
                : { pageIndex, sheetId, reason: 'manual' }
              : p,
          ),
        })
      }
      onConfirm={() => {
        if (queue.confirmPairing(waiting.id, pairings) !== null) return;
        setConfirmed(waiting.id);
        // The sheet page opens on the comparison once saved: its plan waits for it rather than slowing it down.
        if (firstPaired) expectComparison();
      }}
      onCancel={() => queue.cancel(waiting.id)}
    />
  );
}
