import { AlertDialog } from '../../../components/AlertDialog';
import { deleteProjectMessage } from '../../../i18n/projectMessages';
import { projectsFr } from '../../../i18n/projects.fr';

export interface DeleteProjectRequest {
  name: string;
  sheetCount: number;
  measurementCount: number;
}

export interface DeleteProjectDialogProps {
  /** The project to delete and what it holds; null when the dialog is closed. */
  request: DeleteProjectRequest | null;
  onConfirm: () => void;
  /** Escape or « Annuler ». */
  onCancel: () => void;
}

/**
 * Confirms a deletion and names what goes with it: « Le projet « X », ses 3 plans et ses 128 métrés seront
 * supprimés. », then that it can be undone. The focus starts on « Annuler ».
 */
export function DeleteProjectDialog({ request, onConfirm, onCancel }: DeleteProjectDialogProps) {
  return (
    <AlertDialog
      isOpen={request !== null}
      onClose={onCancel}
      tone="danger"
      title={projectsFr.delete.title}
      message={request ? deleteProjectMessage(request.name, request.sheetCount, request.measurementCount) : ''}
      actionLabel={projectsFr.delete.confirm}
      onAction={onConfirm}
      cancelLabel={projectsFr.delete.cancel}
    />
  );
}
