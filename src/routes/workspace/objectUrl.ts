import { useEffect, useState } from 'react';

/**
 * An object URL for a blob, revoked when the blob changes or the component goes: thumbnails stored in IndexedDB shown
 * in an <img>. Undefined without a blob.
 */
export function useObjectUrl(blob: Blob | undefined): string | undefined {
  const [entry, setEntry] = useState<{ blob: Blob; url: string } | null>(null);
  useEffect(() => {
    if (!blob) return undefined;
    const url = URL.createObjectURL(blob);
    // Set from the effect that owns the URL: it must be revoked by the same effect's cleanup.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setEntry({ blob, url });
    return () => URL.revokeObjectURL(url);
  }, [blob]);
  return entry && entry.blob === blob ? entry.url : undefined;
}

const NO_URLS: ReadonlyMap<string, string> = new Map();

/** Object URLs for several blobs by key (a sheet list's thumbnails), all revoked when the blobs change or on unmount. */
export function useObjectUrls(blobs: ReadonlyMap<string, Blob> | null): ReadonlyMap<string, string> {
  const [entry, setEntry] = useState<{ blobs: ReadonlyMap<string, Blob>; urls: ReadonlyMap<string, string> } | null>(
    null,
  );
  useEffect(() => {
    if (!blobs) return undefined;
    const urls = new Map([...blobs].map(([key, blob]) => [key, URL.createObjectURL(blob)]));
    // Set from the effect that owns the URLs: they must be revoked by the same effect's cleanup.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setEntry({ blobs, urls });
    return () => urls.forEach((url) => URL.revokeObjectURL(url));
  }, [blobs]);
  return entry && entry.blobs === blobs ? entry.urls : NO_URLS;
}
