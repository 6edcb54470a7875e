/**
 * The plans of a shared project that the server does not have yet, sent from this browser while the project is open
 * in it (issue 30): a plan imported after the project was shared, an upload the share dialog could not finish, a
 * plan set re-imported here. Without it, a colleague opening such a sheet got « plan introuvable » for good.
 *
 * - **What is sent**: the project's blobs this browser holds (projectBlobs: a PDF's bytes, a CAD file's drawn PDF,
 *   model and source), those the server says this project does not reference (HEAD ?project=); the same streamed,
 *   checked, idempotent upload as the share dialog's (workspace/sharing/upload.ts).
 * - **When**: as the session opens (editable roles only: a lecteur imports nothing), and after every change of the
 *   project's files in this browser (an import, here or in another tab); one run at a time, another one after it when
 *   files changed meanwhile. What the server confirmed is not asked again in this tab.
 * - **What the person sees**: nothing while there is nothing to send; « Envoi des plans à l'équipe » with the bytes while
 *   plans go; a refusal in French naming the file (quota, size), with « Réessayer ». Offline: it waits quietly (the
 *   header already says « Hors ligne ») and goes again when the connection is back (`retry`).
 */
import { liveQuery } from 'dexie';
import type { MetrDatabase } from '../../../db/schema';
import { projectBlobs } from '../../../workspace/sharing/projectBlobs';
import { UploadAbortedError, type SharingApi } from '../../../workspace/sharing/api';
import { uploadProjectBlobs } from '../../../workspace/sharing/upload';
import type { PlanSending } from '../../../state/sharing';

export type { PlanSending };

export interface PlanSender {
  /** Runs again now (the connection came back, or the person pressed « Réessayer »). */
  retry(): void;
  /**
   * Whether plans may still be waiting to go: true until a run has found the server holding them all, again while a
   * run is under way or after one stopped by the connection (or the server busy); false after a refusal, which waits
   * for the person (« Réessayer »). The session stays open while it is true (sessions.ts).
   */
  readonly hasUnsent: boolean;
  stop(): void;
}

export interface PlanSenderOptions {
  readonly db: MetrDatabase;
  readonly projectId: string;
  readonly api: Pick<SharingApi, 'hasBlob' | 'putBlob'>;
  readonly onChange: (sending: PlanSending) => void;
  /** Called when a run ends (`hasUnsent` may have changed). */
  readonly onSettled?: () => void;
}

export function startPlanSender({ db, projectId, api, onChange, onSettled }: PlanSenderOptions): PlanSender {
  /** Hashes the server confirmed for this project in this tab: not asked again. */
  const confirmed = new Set<string>();
  const controller = new AbortController();
  let running = false;
  let again = false;
  let stopped = false;
  let last: PlanSending['state'] = 'idle';
  /** The last run ended with every plan on the server, or with a refusal the person must see. */
  let done = false;
  const tell = (sending: PlanSending) => {
    if (stopped || (sending.state === 'idle' && last === 'idle')) return;
    last = sending.state;
    onChange(sending);
  };

  const once = async (): Promise<void> => {
    const all = (await projectBlobs(db, projectId)).filter((blob) => !confirmed.has(blob.sha256));
    // Asked first, without a word to the person: most runs find everything there (a colleague's plans, the session
    // reopening). Only what the project lacks is sent, and shown.
    const missing = [];
    for (const blob of all) {
      const there = await api.hasBlob(blob.sha256, projectId, controller.signal);
      if (!there.ok) {
        // Offline or the server busy: waited for quietly; anything else is said.
        if (there.error.kind === 'offline' || there.error.kind === 'server') return;
        done = true;
        tell({ state: 'failed', error: { ...there.error, fileName: blob.fileName } });
        return;
      }
      if (there.value) confirmed.add(blob.sha256);
      else missing.push(blob);
    }
    if (missing.length === 0) {
      done = true;
      tell({ state: 'idle' });
      return;
    }
    const plans = new Set(missing.map((blob) => blob.fileName)).size;
    tell({ state: 'sending', sentBytes: 0, totalBytes: missing.reduce((sum, b) => sum + b.size, 0), plans });
    const result = await uploadProjectBlobs({
      api,
      projectId,
      blobs: missing,
      signal: controller.signal,
      onProgress: ({ sentBytes, totalBytes }) => tell({ state: 'sending', sentBytes, totalBytes, plans }),
      onSent: (sha256) => confirmed.add(sha256),
      onSkipped: (sha256) => confirmed.add(sha256),
    });
    if (result.ok) {
      done = true;
      tell({ state: 'idle' });
    } else if (result.error.kind === 'offline' || result.error.kind === 'server') {
      tell({ state: 'idle' });
    } else {
      done = true;
      tell({ state: 'failed', error: result.error });
    }
  };

  const run = (): void => {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    running = true;
    void (async () => {
      try {
        do {
          again = false;
          done = false;
          await once();
        } while (again && !stopped);
      } catch (error) {
        if (!(error instanceof UploadAbortedError) && !stopped) {
          done = true;
          tell({ state: 'failed', error: { kind: 'offline', status: 0 } });
        }
      } finally {
        running = false;
        if (!stopped) onSettled?.();
      }
    })();
  };

  // The project's files, as this browser has them: a new import (or a file's bytes arriving) starts a run.
  const files = liveQuery(() =>
    db.files
      .where('projectId')
      .equals(projectId)
      .toArray()
      .then((rows) => rows.map((row) => `${row.id}:${row.hash}`).join('|')),
  ).subscribe({ next: run, error: () => undefined });

  return {
    retry: run,
    get hasUnsent() {
      return !stopped && (running || !done);
    },
    stop() {
      stopped = true;
      files.unsubscribe();
      controller.abort();
    },
  };
}
