import { useState, type ReactNode } from 'react';
import { FileTrigger } from 'react-aria-components';
import { Button } from '../../../components/Button';
import { VisuallyHidden } from '../../../components/VisuallyHidden';
import type { HeadingLevel } from '../../../components/Typography';
import { importFr } from '../../../i18n/import.fr';
import { importAnnouncement, pluralize } from '../../../i18n/importMessages';
import { isSettled, type DuplicateAnswer, type ImportItem } from '../../../workspace/import/types';
import { DuplicateDialog } from './DuplicateDialog';
import { ACCEPTED_FILE_TYPES, ImportDropZone } from './ImportDropZone';
import { ImportProgressList } from './ImportProgressList';
import { StorageUsage, type StorageUsageProps } from './StorageUsage';
import * as styles from './Import.css';

export interface ImportPanelProps {
  /** The files of this session's imports, in the order they were added. */
  items: readonly ImportItem[];
  /** The space used; null until it is known. */
  storage: StorageUsageProps | null;
  onFiles: (files: File[]) => void;
  onCancel: (id: string) => void;
  onCancelAll: () => void;
  onAnswer: (id: string, answer: DuplicateAnswer, applyToOthers: boolean) => void;
  onDismiss: (id: string) => void;
  onClearSettled: () => void;
  /** The level of the imports list's heading. @default 3 */
  headingLevel?: HeadingLevel;
  /** No new file taken (while the workspace is not ready to save them). @default false */
  isDisabled?: boolean;
  /**
   * « Importer un nouvel indice » (issue 27): files picked there are imported as the new indice of the project's
   * plans, their pages paired first. Omit for no such button (a project without plans).
   */
  onIndiceFiles?: (files: File[]) => void;
  /** The pairing of a new indice's pages, shown while a file waits for it (the route's PairingDialog). */
  pairing?: ReactNode;
  /**
   * CAD plans (issue 28): DXF and DWG files are taken beside PDFs, and the zone says where a DWG goes. A new indice
   * stays PDF only. @default false
   */
  acceptsCad?: boolean;
  /** The project is shared: the zone says its plans go to the firm's server (ImportDropZone). @default false */
  isShared?: boolean;
  /** A CAD file's unit question, shown while a file waits for it (the route's CadUnitQuestion). */
  unitQuestion?: ReactNode;
}

type Questioned = Extract<ImportItem, { step: 'question' }>;

/**
 * Plan import, as shown in the project's sidebar: the drop zone with « Importer des plans », the space used, one
 * progress line per file, and the duplicate question. A live region says what was received and how each file
 * ended, so a screen reader user can keep working meanwhile.
 */
export function ImportPanel({
  items,
  storage,
  onFiles,
  onCancel,
  onCancelAll,
  onAnswer,
  onDismiss,
  onClearSettled,
  headingLevel = 3,
  isDisabled = false,
  onIndiceFiles,
  pairing,
  acceptsCad = false,
  isShared = false,
  unitQuestion,
}: ImportPanelProps) {
  const [live, setLive] = useState(() => ({
    text: '',
    items,
    // Files settled before the panel was shown: nobody needs to hear about them again.
    announced: new Set(items.filter(isSettled).map((i) => i.id)),
  }));
  if (live.items !== items) {
    // Derived while rendering (React's "adjust state when a prop changes"): the files that have just settled.
    const fresh = items.filter((item) => isSettled(item) && !live.announced.has(item.id));
    const text = fresh.map(importAnnouncement).filter(Boolean).join(' ');
    setLive({
      text: fresh.length > 0 ? text : live.text,
      items,
      announced: fresh.length > 0 ? new Set([...live.announced, ...fresh.map((i) => i.id)]) : live.announced,
    });
  }
  const announce = (text: string) => setLive((current) => ({ ...current, text }));

  const questions = items.filter((item): item is Questioned => item.step === 'question');

  return (
    <div className={styles.panel}>
      <ImportDropZone
        isDisabled={isDisabled}
        acceptsCad={acceptsCad}
        isShared={isShared}
        onFiles={(files) => {
          announce(pluralize(importFr.dropZone.received, files.length, { names: files.map((f) => f.name).join(', ') }));
          onFiles(files);
        }}
      />
      {onIndiceFiles && (
        <FileTrigger
          acceptedFileTypes={ACCEPTED_FILE_TYPES}
          onSelect={(list) => {
            const files = list ? Array.from(list) : [];
            if (files.length === 0) return;
            announce(
              pluralize(importFr.dropZone.received, files.length, { names: files.map((f) => f.name).join(', ') }),
            );
            onIndiceFiles(files);
          }}
        >
          <Button variant="secondary" size="sm" isDisabled={isDisabled}>
            {importFr.indice.pick}
          </Button>
        </FileTrigger>
      )}
      {storage && <StorageUsage {...storage} />}
      <ImportProgressList
        items={items}
        onCancel={onCancel}
        onCancelAll={onCancelAll}
        onDismiss={onDismiss}
        onClearSettled={onClearSettled}
        headingLevel={headingLevel}
      />
      <DuplicateDialog questions={questions} onAnswer={onAnswer} />
      {pairing}
      {unitQuestion}
      <VisuallyHidden role="status" elementType="div">
        {live.text}
      </VisuallyHidden>
    </div>
  );
}
