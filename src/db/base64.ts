/**
 * Base64 for the backup's blob parts. Uint8Array.prototype.toBase64 / Uint8Array.fromBase64 where the browser has
 * them (one native pass), else btoa/atob over a binary string built in slices (String.fromCharCode takes its
 * arguments on the stack, which a 1 MB spread would overflow).
 */
type WithBase64 = Uint8Array & { toBase64?: () => string };
type Base64Constructor = typeof Uint8Array & { fromBase64?: (text: string) => Uint8Array<ArrayBuffer> };

const SLICE = 0x8000;

export function bytesToBase64(bytes: Uint8Array): string {
  const native = (bytes as WithBase64).toBase64;
  if (typeof native === 'function') return native.call(bytes);
  let binary = '';
  for (let i = 0; i < bytes.length; i += SLICE) {
    binary += String.fromCharCode(...bytes.subarray(i, i + SLICE));
  }
  return btoa(binary);
}

/** Throws (a DOMException or a SyntaxError) on text that is not base64. */
export function base64ToBytes(text: string): Uint8Array<ArrayBuffer> {
  const native = (Uint8Array as Base64Constructor).fromBase64;
  if (typeof native === 'function') return native(text);
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
