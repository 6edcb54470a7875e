/**
 * Test support only (never imported by the app): Node has Blob but no FileReader, which dexie-export-import uses to
 * read a backup. This minimal stand-in covers the one call it makes, readAsArrayBuffer.
 */
export class NodeFileReader {
  result: ArrayBuffer | null = null;
  onload: ((event: { target: NodeFileReader }) => void) | null = null;
  onerror: ((event: { target: { error: unknown } }) => void) | null = null;
  onabort: (() => void) | null = null;
  readAsArrayBuffer(blob: Blob): void {
    blob.arrayBuffer().then(
      (buffer) => {
        this.result = buffer;
        this.onload?.({ target: this });
      },
      (error: unknown) => this.onerror?.({ target: { error } }),
    );
  }
}
