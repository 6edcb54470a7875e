import { DropZone, FileTrigger, Text, type DropItem } from 'react-aria-components';
import { Button } from '../../../components/Button';
import { Icon } from '../../../components/Icon/workspace';
import { importFr } from '../../../i18n/import.fr';
import * as styles from './Import.css';

const t = importFr.dropZone;

/** What the picker offers: PDFs by type and by extension (some systems give plans no media type). */
export const ACCEPTED_FILE_TYPES = ['application/pdf', '.pdf'] as const;

/** How deep a dropped folder is searched for plans. */
const MAX_FOLDER_DEPTH = 4;

const isPdfName = (name: string) => /\.pdf$/i.test(name);

/**
 * The files of a drop, in order. Files dropped one by one are all kept, whatever their type, so a wrong one gets its
 * message (« n’est pas un PDF ») instead of vanishing; from a dropped folder, only the PDFs are taken (a plan folder
 * also holds DWGs and notes, which nobody asked to import).
 */
export async function filesOfDrop(items: readonly DropItem[]): Promise<File[]> {
  const files: File[] = [];
  const walk = async (item: DropItem, depth: number, inFolder: boolean): Promise<void> => {
    if (item.kind === 'file') {
      if (!inFolder || isPdfName(item.name) || item.type === 'application/pdf') files.push(await item.getFile());
    } else if (item.kind === 'directory' && depth < MAX_FOLDER_DEPTH) {
      for await (const entry of item.getEntries()) await walk(entry, depth + 1, true);
    }
  };
  for (const item of items) await walk(item, 0, false);
  return files;
}

export interface ImportDropZoneProps {
  /** The files dropped, pasted or picked, in their order. */
  onFiles: (files: File[]) => void;
  /** @default false */
  isDisabled?: boolean;
}

/**
 * Where plans come in: a drop zone (react-aria: mouse drops, a paste of files, and drops from the keyboard through
 * its hidden button) around « Importer des plans », the keyboard's way, which opens the system's file picker.
 */
export function ImportDropZone({ onFiles, isDisabled = false }: ImportDropZoneProps) {
  return (
    <DropZone
      aria-label={t.zone}
      className={styles.dropZone}
      isDisabled={isDisabled}
      onDrop={(event) => {
        void filesOfDrop(event.items).then((files) => files.length > 0 && onFiles(files));
      }}
    >
      {({ isDropTarget }) => (
        <>
          <Icon name="upload" size="lg" className={styles.dropIcon} />
          <Text slot="label" className={styles.dropLabel}>
            {isDropTarget ? t.dropTarget : t.label}
          </Text>
          <span className={styles.muted} aria-hidden="true">
            {t.or}
          </span>
          <FileTrigger
            acceptedFileTypes={ACCEPTED_FILE_TYPES}
            allowsMultiple
            onSelect={(list) => {
              const files = list ? Array.from(list) : [];
              if (files.length > 0) onFiles(files);
            }}
          >
            <Button variant="primary" isDisabled={isDisabled}>
              {t.pick}
            </Button>
          </FileTrigger>
          <span className={styles.muted}>{t.hint}</span>
        </>
      )}
    </DropZone>
  );
}
