// Long enough for the browser to start the download before the object URL goes.
const REVOKE_DELAY_MS = 1000;

/** Saves a blob under a file name, the way a download link does. */
export function download(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), REVOKE_DELAY_MS);
}
