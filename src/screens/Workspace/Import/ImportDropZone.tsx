import { useId } from 'react';
import { DropZone, FileTrigger, Text, type DropItem } from 'react-aria-components';
import { Button } from '../../../components/Button';
import { Icon } from '../../../components/Icon/workspace';
import { cadFr } from '../../../i18n/cad.fr';
import { importFr } from '../../../i18n/import.fr';
import * as styles from './Import.css';

const t = importFr.dropZone;

/** What the picker offers: PDFs by type and by extension (some systems give plans no media type). */
export const ACCEPTED_FILE_TYPES = ['application/pdf', '.pdf'] as const;

/** With CAD files (issue 28): DXF and DWG by extension (their media types vary from one system to the next). */
export const ACCEPTED_CAD_FILE_TYPES = [...ACCEPTED_FILE_TYPES, '.dxf', '.dwg'] as const;

/** How deep a dropped folder is searched for plans. */
const MAX_FOLDER_DEPTH = 4;

const isPdfName = (name: string) => /\.pdf$/i.test(name);
const isCadName = (name: string) => /\.(?:dxf|dwg)$/i.test(name);

/**
 * The files of a drop, in order. Files dropped one by one are all kept, whatever their type, so a wrong one gets its
 * message (« n’est pas un PDF ») instead of vanishing; from a dropped folder, only the PDFs are taken (a plan folder
 * also holds DWGs and notes, which nobody asked to import), and the DXFs and DWGs when CAD files are taken.
 */
export async function filesOfDrop(items: readonly DropItem[], acceptsCad = false): Promise<File[]> {
  const files: File[] = [];
  const walk = async (item: DropItem, depth: number, inFolder: boolean): Promise<void> => {
    if (item.kind === 'file') {
      const taken = isPdfName(item.name) || item.type === 'application/pdf' || (acceptsCad && isCadName(item.name));
      if (!inFolder || taken) files.push(await item.getFile());
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
  /**
   * CAD files are taken too (issue 28): the picker offers .dxf and .dwg, the zone says so, and says before the drop
   * where a DWG goes (converted on the Metr server, nothing kept). @default false
   */
  acceptsCad?: boolean;
  /**
   * The project is shared (issue 30): its plans go to the firm's Metr server for the team, and the zone says so
   * instead of « les PDF et les DXF ne quittent pas votre navigateur ». @default false
   */
  isShared?: boolean;
}

/**
 * Where plans come in: a drop zone (react-aria: mouse drops, a paste of files, and drops from the keyboard through
 * its hidden button) around « Importer des plans », the keyboard's way, which opens the system's file picker.
 */
export function ImportDropZone({
  onFiles,
  isDisabled = false,
  acceptsCad = false,
  isShared = false,
}: ImportDropZoneProps) {
  const dwgNoticeId = useId();
  return (
    <DropZone
      aria-label={t.zone}
      className={styles.dropZone}
      isDisabled={isDisabled}
      onDrop={(event) => {
        void filesOfDrop(event.items, acceptsCad).then((files) => files.length > 0 && onFiles(files));
      }}
    >
      {({ isDropTarget }) => (
        <>
          <Icon name="upload" size="lg" className={styles.dropIcon} />
          <Text slot="label" className={styles.dropLabel}>
            {isDropTarget ? t.dropTarget : acceptsCad ? cadFr.dropZone.label : t.label}
          </Text>
          <span className={styles.muted} aria-hidden="true">
            {t.or}
          </span>
          <FileTrigger
            acceptedFileTypes={acceptsCad ? ACCEPTED_CAD_FILE_TYPES : ACCEPTED_FILE_TYPES}
            allowsMultiple
            onSelect={(list) => {
              const files = list ? Array.from(list) : [];
              if (files.length > 0) onFiles(files);
            }}
          >
            <Button variant="primary" isDisabled={isDisabled} aria-describedby={acceptsCad ? dwgNoticeId : undefined}>
              {t.pick}
            </Button>
          </FileTrigger>
          <span className={styles.muted}>{acceptsCad ? cadFr.dropZone.hint : t.hint}</span>
          {acceptsCad && (
            // Said before the file is chosen: where a DWG goes, and that nothing of it stays there — or, in a shared
            // project, that every plan goes to the firm's server for the team.
            <span id={dwgNoticeId} className={styles.dwgNotice}>
              <Icon name="info" size="sm" className={styles.dwgNoticeIcon} />
              <span>
                <strong>{isShared ? cadFr.dropZone.sharedNotice : cadFr.dropZone.dwgNotice}</strong>{' '}
                {isShared ? cadFr.dropZone.sharedDetail : cadFr.dropZone.dwgDetail}
              </span>
            </span>
          )}
        </>
      )}
    </DropZone>
  );
}
