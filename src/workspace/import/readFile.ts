/**
 * Reads a file into one ArrayBuffer (what the PDF worker takes, transferred), reporting progress as it goes: a
 * 200 MB plan set read from a network drive takes seconds, and `Blob.arrayBuffer()` says nothing meanwhile. The
 * chunks are copied into a buffer of the file's size as they arrive, so the peak is the file once, plus one chunk.
 */
export interface ReadOptions {
  signal?: AbortSignal;
  /** Bytes read so far, and the total. */
  onProgress?: (done: number, total: number) => void;
}

export async function readFileBytes(file: Blob, { signal, onProgress }: ReadOptions = {}): Promise<ArrayBuffer> {
  signal?.throwIfAborted();
  const total = file.size;
  const bytes = new Uint8Array(total);
  const reader = file.stream().getReader();
  const onAbort = () => void reader.cancel().catch(() => {});
  signal?.addEventListener('abort', onAbort, { once: true });
  let done = 0;
  try {
    for (;;) {
      const chunk = await reader.read();
      signal?.throwIfAborted();
      if (chunk.done) break;
      // A file that grew on disk since it was picked is not the file the user chose: the browser reports that as
      // NotReadableError too, so this is the same failure.
      if (done + chunk.value.byteLength > total)
        throw new DOMException('The file changed while read', 'NotReadableError');
      bytes.set(chunk.value, done);
      done += chunk.value.byteLength;
      onProgress?.(done, total);
    }
  } finally {
    signal?.removeEventListener('abort', onAbort);
    reader.releaseLock();
  }
  if (done !== total) throw new DOMException('The file changed while read', 'NotReadableError');
  return bytes.buffer;
}
