/**
 * The content hash that tells the same file imported twice: SHA-256, lowercase hex.
 *
 * Web Crypto has no incremental digest, so the whole file is hashed in one call. That is affordable because the PDF
 * worker holds the whole file anyway (pdf.js parses from memory); it runs there, off the main thread, on the buffer
 * the page transferred, before pdf.js takes it. A streaming hash would need a JavaScript SHA-256 (several times
 * slower than the native one) to save memory we spend regardless.
 */
export async function sha256Hex(data: ArrayBuffer | ArrayBufferView): Promise<string> {
  const view =
    data instanceof ArrayBuffer ? new Uint8Array(data) : new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', view as Uint8Array<ArrayBuffer>));
  let hex = '';
  for (const byte of digest) hex += byte.toString(16).padStart(2, '0');
  return hex;
}
