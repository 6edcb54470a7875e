/**
 * The API client's failures in French (src/workspace/sharing/api.ts): one message per kind, the server's own French
 * message where it says more (which field, which limit), the file's name for an upload; and an upload's sizes.
 */
import { interpolate } from '../../../i18n/format';
import { sharingFr } from '../../../i18n/sharing.fr';
import type { ShareError } from '../../../screens/Workspace/Sharing/types';
import type { SharingApiError } from '../../../workspace/sharing/api';

const t = sharingFr.shareFlow;

/** Kinds whose server message is more precise than ours (the field refused, the size limit, the conflict). */
const SERVER_SAYS_MORE = new Set<SharingApiError['kind']>(['invalid', 'conflict', 'tooLarge', 'forbidden']);

export function shareApiErrorMessage(error: SharingApiError & { readonly fileName?: string }): string {
  let message: string;
  if (error.kind === 'rateLimited') {
    const minutes = Math.max(1, Math.ceil((error.retryAfterSeconds ?? 60) / 60));
    message = interpolate(t.errors.rateLimited, { minutes: String(minutes) });
  } else if (SERVER_SAYS_MORE.has(error.kind) && error.serverMessage) {
    const field = error.fields ? Object.values(error.fields)[0] : undefined;
    message = field ?? error.serverMessage;
  } else {
    message = t.errors[error.kind];
  }
  return error.fileName ? interpolate(t.fileFailed, { file: error.fileName, message }) : message;
}

/** The share dialog's refusal: its own words for the cases it knows, the client's message for the rest. */
export function shareDialogError(error: SharingApiError & { readonly fileName?: string }): ShareError {
  if (error.kind === 'lastEconomiste') return { code: 'lastEconomiste' };
  if (error.kind === 'quota' && !error.fileName) return { code: 'quota' };
  return { code: 'message', message: shareApiErrorMessage(error) };
}

const megabytes = new Intl.NumberFormat('fr-FR', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** Bytes as an upload's progress says them: « 14,2 Mo » (1 Mo = 10⁶ octets, as a file manager shows). */
export function formatMegabytes(bytes: number): string {
  return interpolate(t.megabytes, { value: megabytes.format(bytes / 1_000_000) });
}
